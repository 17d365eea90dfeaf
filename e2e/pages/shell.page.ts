import { expect, type Page } from '@playwright/test'
import { shellText } from '../../src/shared/i18n/shell'

export class Shell {
  constructor(readonly page: Page) {}

  readonly nav = () => this.page.getByRole('navigation', { name: shellText.nav.label })
  readonly navLinks = () => this.nav().getByRole('link')
  /** The button a narrow window folds the navigation behind. */
  readonly menuButton = () => this.page.getByRole('button', { name: shellText.nav.menu })
  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly logout = () => this.page.getByRole('button', { name: shellText.nav.logout })
  readonly countrySelect = () => this.page.getByRole('combobox', { name: shellText.country.switcherLabel })
  readonly complaintsBadge = () => this.page.getByTestId('complaints-badge')
  /** The one allowed country, shown without a dropdown. */
  readonly currentCountry = () => this.page.getByTestId('current-country')
  readonly displayName = () => this.page.getByTestId('display-name')
  readonly navLink = (label: string) => this.nav().getByRole('link', { name: label })
  /** An alert of the shell (session and static-data failures) by its title. */
  readonly alert = (title: string) => this.page.getByRole('alert').filter({ hasText: title })

  /** Waits until the shell is there with its nav and the page heading. */
  async ready(heading: string) {
    await expect(this.nav()).toBeVisible()
    await expect(this.heading()).toHaveText(heading)
  }

  /** The labels of the country dropdown's options, in order. */
  async countryOptions(): Promise<string[]> {
    return (await this.countrySelect().locator('option').allInnerTexts()).map((text) => text.trim())
  }

  /** The visible nav entry labels, in order: each entry's first line (a new-tab hint and the badge come below or beside it). */
  async navLabels(): Promise<string[]> {
    const links = await this.navLinks().all()
    return Promise.all(links.map(async (link) => (await link.innerText()).split('\n')[0]!.trim()))
  }
}
