import { expect, type Page } from '@playwright/test'
import { listText, ru } from '../../src/shared/i18n/ru'
import { usersText } from '../../src/shared/i18n/users'

export class UsersPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.users })
  readonly search = () => this.page.getByRole('searchbox', { name: usersText.searchLabel })
  readonly pageSize = () => this.page.getByRole('combobox', { name: listText.pageSizeLabel })
  readonly statusOption = (status: 'all' | 'active' | 'banned') => this.page.getByText(listText.status[status], { exact: true })
  readonly table = () => this.page.getByRole('table', { name: usersText.tableLabel })
  readonly rows = () => this.table().locator('tbody tr')
  readonly row = (text: string) => this.rows().filter({ hasText: text })
  readonly total = () => this.page.getByTestId('users-total')
  readonly pageButton = (n: number) => this.page.getByRole('button', { name: listText.page(n), exact: true })
  readonly empty = () => this.page.getByText(usersText.empty)
  readonly dialog = () => this.page.getByRole('dialog')
  readonly action = (action: 'ban' | 'unban' | 'delete', who: string) =>
    this.page.getByRole('button', { name: usersText.actionFor[action](who) })
  readonly anyAction = (action: 'ban' | 'unban' | 'delete') =>
    this.page.getByRole('button', { name: new RegExp(`^${usersText.actions[action]}:`) })

  async open(query = '') {
    await this.page.goto(`/users${query}`)
    await expect(this.heading()).toBeVisible()
  }

  /** Runs `action` on the user, confirming it in the modal. */
  async confirm(action: 'ban' | 'unban' | 'delete', who: string) {
    await this.action(action, who).click()
    const dialog = this.dialog()
    await expect(dialog).toContainText(usersText.confirmTitle[action])
    await dialog.getByRole('button', { name: usersText.actions[action], exact: true }).click()
  }
}
