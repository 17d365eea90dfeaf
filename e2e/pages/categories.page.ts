import { expect, type Page } from '@playwright/test'
import { catalogueText, categoriesText } from '../../src/shared/i18n/categories'
import { ru } from '../../src/shared/i18n/ru'

const t = categoriesText

/** /categories: categories, the selected one's sub-categories, its icons. */
export class CategoriesPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/categories${query}`)
    await expect(this.heading()).toBeVisible()
    await expect(this.categories().getByRole('listitem').first()).toBeVisible()
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.categories })
  readonly categories = () => this.page.getByRole('list', { name: t.categoriesList })
  readonly subCategories = () => this.page.getByRole('list', { name: t.subCategoriesList })
  readonly categoryNames = () => this.categories().getByRole('listitem').locator('p:first-child')
  readonly subCategoryNames = () => this.subCategories().getByRole('listitem').locator('p:first-child')
  readonly category = (name: string) =>
    this.categories()
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) })
  readonly subCategory = (name: string) =>
    this.subCategories()
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) })
  readonly select = (name: string) => this.categories().getByRole('button', { name, exact: true })
  readonly sortField = (name: string) => this.page.getByRole('textbox', { name: catalogueText.sortLabel(name), exact: true })
  readonly saveSort = () => this.page.getByRole('button', { name: catalogueText.saveSort })
  readonly addCategory = () => this.page.getByRole('button', { name: t.addCategory })
  readonly addSubCategory = () => this.page.getByRole('button', { name: t.addSubCategory })
  readonly rename = (name: string) => this.page.getByRole('button', { name: t.renameFor(name), exact: true })
  readonly remove = (name: string) => this.page.getByRole('button', { name: t.deleteFor(name), exact: true })
  readonly subHeading = () => this.page.getByRole('heading', { level: 2, name: new RegExp(`^${t.subCategories}`) })
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title })
  readonly nameInput = () => this.page.getByRole('textbox', { name: catalogueText.nameLabel })
  readonly failure = () => this.dialog(catalogueText.failedTitle)
  readonly icon = (kind: string, category: string) => this.page.getByRole('img', { name: t.iconAlt(kind, category), exact: true })
  readonly replaceIcon = (kind: string) => this.page.getByRole('button', { name: t.replaceIconFor(kind) })

  /** Types a name into the open name dialog and submits it. */
  async submitName(title: string, name: string, submit: string) {
    const dialog = this.dialog(title)
    await expect(dialog).toBeVisible()
    await this.nameInput().fill(name)
    await dialog.getByRole('button', { name: submit }).click()
  }

  /** Opens the delete confirmation of a row and confirms it. */
  async confirmDelete(name: string, title: string) {
    await this.remove(name).click()
    const dialog = this.dialog(title)
    await expect(dialog).toContainText(name)
    await dialog.getByRole('button', { name: ru.common.delete }).click()
    await expect(dialog).toBeHidden()
  }

  /** Picks a file for an icon through the file chooser, as a person does. */
  async chooseIcon(kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser')
    await this.replaceIcon(kind).click()
    await (await chooser).setFiles(file)
  }
}
