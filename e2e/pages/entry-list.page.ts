import type { Locator, Page } from '@playwright/test'
import { listText } from '../../src/shared/i18n/ru'
import { toast } from '../toasts'

/** What differs between the entry lists (organizations, events) for a test. */
export type EntryListTexts = {
  /** The route, e.g. /events/view. */
  path: string
  title: string
  add: string
  actions: (name: string) => string
  testIds: { list: string; card: string }
}

/** An entry list screen (shared/ui/entry-list) and its row actions. */
export class EntryListPage {
  constructor(
    readonly page: Page,
    private readonly texts: EntryListTexts,
  ) {}

  /** Opens the list and waits for its screen (the route shows it once the first page has arrived). */
  async open(query = '') {
    await this.page.goto(`${this.texts.path}${query}`)
    await this.heading().waitFor()
  }

  /** Reloads the page and waits for the list screen again. */
  async reload() {
    await this.page.reload()
    await this.heading().waitFor()
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: this.texts.title })
  readonly search = () => this.page.getByRole('searchbox', { name: listText.searchLabel })
  readonly deepSearch = () => this.page.getByRole('checkbox', { name: listText.deepSearch })
  readonly status = (status: keyof typeof listText.status) =>
    this.page.getByRole('radio', { name: new RegExp(`^${listText.status[status]}`) })
  readonly statusLabel = (status: keyof typeof listText.status) =>
    this.page.locator('label').filter({ hasText: new RegExp(`^${listText.status[status]}`) })
  readonly pageSize = () => this.page.getByRole('combobox', { name: listText.pageSizeLabel })
  readonly pagination = () => this.page.getByRole('navigation', { name: listText.paginationLabel })
  readonly pageButton = (n: number) => this.pagination().getByRole('button', { name: listText.page(n), exact: true })
  readonly addButton = () => this.page.getByRole('link', { name: this.texts.add })
  readonly list = () => this.page.getByTestId(this.texts.testIds.list)
  readonly cards = () => this.page.getByTestId(this.texts.testIds.card)
  readonly card = (name: string) => this.cards().filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  /** A card's cover photo (decorative: the card's heading names it). */
  readonly cover = (card: Locator) => card.locator('img')
  readonly nothingFound = () => this.page.getByText(listText.nothingFound)
  readonly actionButton = (card: Locator) => card.getByRole('button', { name: new RegExp(`^${this.texts.actions('')}`) })
  readonly actionButtons = () => this.cards().getByRole('button', { name: new RegExp(`^${this.texts.actions('')}`) })
  readonly menuItem = (name: string) => this.page.getByRole('menuitem', { name, exact: true })
  readonly dialog = () => this.page.getByRole('dialog')
  /** A toast: an alert when something failed, a status when it was done (src/shared/ui/notify.ts). */
  readonly toast = (text: string) => toast(this.page, text)

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
