import type { Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'

export class Shell {
  constructor(readonly page: Page) {}

  readonly nav = () => this.page.getByRole('navigation', { name: ru.nav.label })
  readonly navLinks = () => this.nav().getByRole('link')
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly logout = () => this.page.getByRole('button', { name: ru.nav.logout })
  readonly countrySelect = () => this.page.getByRole('textbox', { name: ru.country.switcherLabel })
  readonly reportsBadge = () => this.page.getByTestId('reports-badge')

  /** The visible nav entry labels, in order. */
  async navLabels(): Promise<string[]> {
    const links = await this.navLinks().all()
    return Promise.all(links.map(async (link) => (await link.locator('.mantine-NavLink-label').innerText()).trim()))
  }
}
