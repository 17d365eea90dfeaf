import { expect, type Page } from '@playwright/test'
import { TEXTS } from '../../mocks/panel/texts'

type Section = keyof typeof TEXTS.sections

/** The mock panel of a mock build (mocks/panel): its floating button, its drawer and sections. */
export class MockPanel {
  constructor(readonly page: Page) {}

  readonly launcher = () => this.page.getByRole('button', { name: TEXTS.launcherLabel })
  readonly drawer = () => this.page.getByRole('dialog', { name: TEXTS.title })
  readonly tab = (section: Section) => this.drawer().getByRole('tab', { name: TEXTS.sections[section] })
  readonly button = (name: string) => this.drawer().getByRole('button', { name, exact: true })

  /** Opens the panel at a section. */
  async open(section: Section) {
    await this.launcher().click()
    await expect(this.drawer()).toBeVisible()
    await this.tab(section).click()
    await expect(this.tab(section)).toHaveAttribute('aria-selected', 'true')
  }

  async close() {
    await this.drawer().getByRole('button', { name: TEXTS.close }).click()
    await expect(this.drawer()).toBeHidden()
  }

  async signInAs(email: string) {
    await this.button(TEXTS.account.signInAs(email)).click()
  }

  /** Presses a button that changes the data and waits for the page's reload. */
  async pressAndReload(name: string) {
    const reloaded = this.page.waitForEvent('load')
    await this.button(name).click()
    await reloaded
  }

  /** Empties a collection from the Data section: the page reloads. */
  async empty(label: string) {
    await this.pressAndReload(TEXTS.data.emptyLabel(label))
  }

  async addFault(route: string, status: number, { once = false, message }: { once?: boolean; message?: string } = {}) {
    const drawer = this.drawer()
    await drawer.getByRole('combobox', { name: TEXTS.network.route }).selectOption(route)
    await drawer.getByRole('combobox', { name: TEXTS.network.status }).selectOption(String(status))
    await this.button(once ? TEXTS.network.once : TEXTS.network.always).click()
    if (message !== undefined) await drawer.getByRole('textbox', { name: TEXTS.network.message }).fill(message)
    await this.button(TEXTS.network.add).click()
  }

  readonly activeFaults = () => this.drawer().getByRole('region', { name: TEXTS.network.active }).getByRole('listitem')
  readonly calls = () => this.drawer().getByRole('list', { name: TEXTS.calls.table }).getByRole('listitem')
}
