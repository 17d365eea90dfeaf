import { expect, type Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'

export class UsersPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.users })
  readonly search = () => this.page.getByRole('searchbox', { name: ru.users.searchLabel })
  readonly pageSize = () => this.page.getByRole('combobox', { name: ru.list.pageSizeLabel })
  readonly statusOption = (status: 'all' | 'active' | 'banned') => this.page.getByText(ru.list.status[status], { exact: true })
  readonly table = () => this.page.getByRole('table', { name: ru.users.tableLabel })
  readonly rows = () => this.table().locator('tbody tr')
  readonly row = (text: string) => this.rows().filter({ hasText: text })
  readonly total = () => this.page.getByTestId('users-total')
  readonly pageButton = (n: number) => this.page.getByRole('button', { name: ru.list.page(n), exact: true })
  readonly empty = () => this.page.getByText(ru.users.empty)
  readonly dialog = () => this.page.getByRole('dialog')
  readonly action = (action: 'ban' | 'unban' | 'delete', who: string) => this.page.getByRole('button', { name: ru.users.actionFor[action](who) })
  readonly anyAction = (action: 'ban' | 'unban' | 'delete') => this.page.getByRole('button', { name: new RegExp(`^${ru.users.actions[action]}:`) })

  async open(query = '') {
    await this.page.goto(`/users${query}`)
    await expect(this.heading()).toBeVisible()
  }

  /** Runs `action` on the user, confirming it in the modal. */
  async confirm(action: 'ban' | 'unban' | 'delete', who: string) {
    await this.action(action, who).click()
    const dialog = this.dialog()
    await expect(dialog).toContainText(ru.users.confirmTitle[action])
    await dialog.getByRole('button', { name: ru.users.actions[action], exact: true }).click()
  }
}
