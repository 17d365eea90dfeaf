import type { Page } from '@playwright/test'
import { authText } from '../../src/shared/i18n/shell'
import { SEEDED_ACCOUNTS, type AccountName } from '../accounts'

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.getByPlaceholder(authText.emailPlaceholder)
  readonly password = () => this.page.getByLabel(authText.passwordLabel, { exact: true })
  readonly submit = () => this.page.getByRole('button', { name: authText.submit })
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
