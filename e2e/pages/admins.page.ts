import { expect, type Locator, type Page } from '@playwright/test'
import type { Right } from '../../src/features/admins/schemas'
import { adminsText } from '../../src/shared/i18n/admins'
import { listText, ru } from '../../src/shared/i18n/ru'

const t = adminsText
const w = adminsText.wizard

export type WizardInput = { name: string; email: string; password: string; rights: Right[] }

/** The Administrators screen and its wizard (spec sections 2 and 4). */
export class AdminsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.admins })
  readonly search = () => this.page.getByRole('searchbox', { name: t.searchLabel })
  readonly pageSize = () => this.page.getByRole('combobox', { name: listText.pageSizeLabel })
  readonly table = () => this.page.getByRole('table', { name: t.tableLabel })
  readonly rows = () => this.table().locator('tbody tr')
  readonly row = (text: string) => this.rows().filter({ hasText: text })
  readonly total = () => this.page.getByTestId('admins-total')
  readonly pageButton = (n: number) => this.page.getByRole('button', { name: listText.page(n), exact: true })
  readonly addButton = () => this.page.getByRole('button', { name: t.add })
  readonly edit = (who: string) => this.page.getByRole('button', { name: t.editFor(who) })
  readonly remove = (who: string) => this.page.getByRole('button', { name: t.deleteFor(who) })
  readonly showPassword = (who: string) => this.page.getByRole('button', { name: t.showPassword(who) })
  readonly hidePassword = (who: string) => this.page.getByRole('button', { name: t.hidePassword(who) })
  readonly password = (row: Locator) => row.getByTestId('admin-password')

  /** The wizard modal and its parts. */
  readonly wizard = () => this.page.getByRole('dialog', { name: new RegExp(`^(${w.createTitle}|${w.editTitle})$`) })
  readonly nameInput = () => this.wizard().getByRole('textbox', { name: w.displayName })
  readonly emailInput = () => this.wizard().getByRole('textbox', { name: w.email })
  readonly passwordInput = () => this.wizard().getByLabel(w.password, { exact: false }).first()
  readonly right = (right: Right) => this.wizard().getByRole('checkbox', { name: t.rights[right], exact: true })
  readonly countries = (which: 'complaints' | 'info') =>
    this.wizard().getByRole('combobox', { name: which === 'complaints' ? w.complaintCountries : w.infoCountries })
  readonly stepLabels = () => this.wizard().locator('.mantine-Stepper-stepLabel')
  readonly next = () => this.wizard().getByRole('button', { name: w.next, exact: true })
  readonly back = () => this.wizard().getByRole('button', { name: w.back, exact: true })
  readonly createButton = () => this.wizard().getByRole('button', { name: w.create, exact: true })
  readonly saveButton = () => this.wizard().getByRole('button', { name: w.save, exact: true })
  readonly summary = () => this.wizard().getByRole('definition')

  async open(query = '') {
    await this.page.goto(`/admins${query}`)
    await expect(this.heading()).toBeVisible()
  }

  /** Fills the first step (the password through its own input, not the reveal toggle). */
  async fillPersonal(input: WizardInput) {
    await this.nameInput().fill(input.name)
    await this.emailInput().fill(input.email)
    await this.passwordInput().fill(input.password)
    for (const right of input.rights) await this.right(right).check()
  }

  async chooseCountry(which: 'complaints' | 'info', name: string) {
    await this.countries(which).click()
    await this.page.getByRole('option', { name, exact: true }).click()
    await this.countries(which).press('Escape')
  }
}
