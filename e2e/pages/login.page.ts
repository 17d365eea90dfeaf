import type { Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'
import { SEEDED_ACCOUNTS, type AccountName } from '../accounts'

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.getByPlaceholder(ru.login.emailPlaceholder)
  readonly password = () => this.page.getByLabel(ru.login.passwordLabel)
  readonly submit = () => this.page.getByRole('button', { name: ru.login.submit })
  /** A failure shown for the whole form (not under a field). */
  readonly formError = () => this.page.getByRole('alert')

  async open() {
    await this.page.goto('/login')
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email)
    await this.password().fill(password)
    await this.submit().click()
  }

  async signInAs(account: AccountName) {
    await this.signIn(SEEDED_ACCOUNTS[account].email, SEEDED_ACCOUNTS[account].password)
  }
}
