import { expect, type Locator, type Page } from '@playwright/test'
import { articlesText } from '../../src/shared/i18n/articles'
import { catalogueText } from '../../src/shared/i18n/categories'
import { ru } from '../../src/shared/i18n/ru'
import { MarkupPart } from './markup.part'

export class ArticlesPage {
  constructor(readonly page: Page) {
    this.markup = new MarkupPart(page, articlesText.bodyLabel)
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: ru.pages.articles })
  readonly blocksPanel = () => this.page.getByRole('region', { name: articlesText.blocksTitle })
  readonly blockButtons = () =>
    this.blocksPanel()
      .locator('li')
      .getByRole('button')
      .filter({ hasNotText: new RegExp(`^(${articlesText.renameBlock}|${articlesText.deleteBlock})$`) })
  readonly block = (name: string) => this.blocksPanel().getByRole('button', { name, exact: true })
  readonly selectedBlock = () => this.blocksPanel().locator('[aria-current="true"]')
  readonly sortField = (name: string) => this.page.getByRole('textbox', { name: catalogueText.sortLabel(name) })
  readonly saveSort = () => this.page.getByRole('button', { name: catalogueText.saveSort })
  readonly dialog = (title?: string) => (title ? this.page.getByRole('dialog', { name: title }) : this.page.getByRole('dialog'))
  readonly nameInput = () => this.page.getByRole('textbox', { name: catalogueText.nameLabel })
  readonly articlesPanel = () => this.page.getByRole('region', { name: /^Статьи: / })
  readonly cards = () => this.articlesPanel().getByRole('listitem')
  readonly card = (name: string) => this.articlesPanel().getByRole('listitem', { name, exact: true })
  readonly visibility = (name: string) => this.page.getByRole('switch', { name: articlesText.visibleOf(name) })
  readonly article = () => this.page.getByRole('article')
  readonly markup: MarkupPart
  readonly editor = () => this.markup.editor()
  readonly preview = () => this.markup.preview()
  readonly articleName = () => this.article().getByRole('textbox', { name: articlesText.nameLabel, exact: true })
  readonly articleSort = () => this.article().getByRole('textbox', { name: articlesText.sortLabel, exact: true })
  readonly button = (name: string, scope: Page | Locator = this.page) => scope.getByRole('button', { name, exact: true })

  async open(query = '') {
    await this.page.goto(`/articles${query}`)
    await expect(this.heading()).toBeVisible()
    await expect(this.blocksPanel()).toBeVisible()
  }

  /** Opens the screen on `block` and the editor of its article `article`. */
  async editArticle(block: string, article: string) {
    await this.open()
    // The block shows as chosen and its articles are listed before one is opened: a person waits for that too.
    await this.block(block).click()
    await expect(this.selectedBlock()).toContainText(block)
    await expect(this.articlesPanel()).toHaveAccessibleName(new RegExp(`^Статьи: ${block}`))
    await this.page.getByRole('button', { name: `${articlesText.edit}: ${article}` }).click()
    await expect(this.editor()).toBeVisible()
  }

  /** Replaces the body in the code editor by typing (as a person does). */
  typeBody(text: string) {
    return this.markup.type(text)
  }

  /** Fills the name dialog and submits it. */
  async submitName(title: string, name: string, submit: string) {
    const dialog = this.dialog(title)
    await dialog.getByRole('textbox', { name: catalogueText.nameLabel }).fill(name)
    await dialog.getByRole('button', { name: submit, exact: true }).click()
  }
}
