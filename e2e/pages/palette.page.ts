import { expect, type Page } from '@playwright/test'
import { paletteText } from '../../src/shared/i18n/palette'
import { shellText } from '../../src/shared/i18n/shell'

/** The command palette (Ctrl+K) over any signed-in screen. */
export class Palette {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByRole('button', { name: `${shellText.nav.search} ${shellText.nav.searchShortcut}` })
  readonly dialog = () => this.page.getByRole('dialog', { name: paletteText.label })
  readonly input = () => this.page.getByRole('combobox', { name: paletteText.label })
  readonly list = () => this.page.getByRole('listbox', { name: paletteText.label })
  readonly group = (name: keyof typeof paletteText.groups) => this.list().getByRole('group', { name: paletteText.groups[name] })
  readonly options = () => this.list().getByRole('option')
  readonly option = (name: string | RegExp) => this.list().getByRole('option', { name })
  /** The highlighted entry (Enter opens it). */
  readonly highlighted = () => this.list().getByRole('option', { selected: true })
  readonly status = () => this.dialog().getByRole('status')

  /** Ctrl+K, and the palette is there with its text field focused. */
  async open() {
    await this.page.keyboard.press('Control+K')
    await expect(this.input()).toBeFocused()
  }

  /** Types (pastes) `text` and waits until the searches have answered. */
  async search(text: string) {
    await this.input().fill(text)
    await expect(this.status()).not.toHaveText(paletteText.searching)
  }
}
