import type { Locator, Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'
import { listText } from '../../src/shared/i18n/list'
import { organizationsText } from '../../src/shared/i18n/organizations'

/** /organizations/view: the organizations list and its row actions. */
export class OrganizationsListPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/organizations/view${query}`)
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.organizationsView })
  readonly search = () => this.page.getByRole('searchbox', { name: listText.searchLabel })
  readonly deepSearch = () => this.page.getByRole('checkbox', { name: organizationsText.deepSearch })
  readonly status = (status: keyof typeof listText.status) => this.page.getByRole('radio', { name: new RegExp(`^${listText.status[status]}`) })
  readonly statusLabel = (status: keyof typeof listText.status) => this.page.locator('label').filter({ hasText: new RegExp(`^${listText.status[status]}`) })
  readonly pageSize = () => this.page.getByRole('combobox', { name: listText.pageSizeLabel })
  readonly pagination = () => this.page.getByRole('navigation', { name: listText.paginationLabel })
  readonly pageButton = (n: number) => this.pagination().getByRole('button', { name: listText.page(n), exact: true })
  readonly addButton = () => this.page.getByRole('link', { name: organizationsText.add })
  readonly list = () => this.page.getByTestId('organizations-list')
  readonly cards = () => this.page.getByTestId('organization-card')
  readonly card = (name: string) => this.cards().filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  /** A card's cover photo (decorative: the card's heading names it). */
  readonly cover = (card: Locator) => card.locator('img')
  readonly nothingFound = () => this.page.getByText(listText.nothingFound)
  readonly actionButton = (card: Locator) => card.getByRole('button', { name: new RegExp(`^${organizationsText.actions('')}`) })
  readonly menuItem = (name: string) => this.page.getByRole('menuitem', { name, exact: true })
  readonly dialog = () => this.page.getByRole('dialog')

  /** Opens the row menu of the card. */
  async openMenu(card: Locator) {
    await this.actionButton(card).click()
    await this.page.getByRole('menu').waitFor()
  }

  async chooseAction(card: Locator, item: string) {
    await this.openMenu(card)
    await this.menuItem(item).click()
  }
}
