import type { Page } from '@playwright/test'
import { templatePhotosText } from '../../src/shared/i18n/gallery'
import { toast } from '../toasts'
import { PhotoGridPart } from './photo-grid.part'

const t = templatePhotosText

/** /template-photos: the category list on the left, the chosen folder's photo grid on the right. */
export class TemplatePhotosPage {
  readonly grid: PhotoGridPart

  constructor(readonly page: Page) {
    this.grid = new PhotoGridPart(page)
  }

  async open(search = '') {
    await this.page.goto(`/template-photos${search}`)
    await this.folderTitle().waitFor()
  }

  readonly categoriesNav = () => this.page.getByRole('navigation', { name: t.categories })
  readonly categoriesToggle = () => this.categoriesNav().getByRole('button', { name: t.categories })
  readonly category = (name: string) => this.categoriesNav().getByRole('link', { name })
  readonly selectedCategory = () => this.categoriesNav().locator('[aria-current="page"]')
  readonly folderTitle = () => this.page.getByRole('heading', { level: 2 })
  readonly emptyText = () => this.page.getByText(t.empty)
  readonly copyId = (name: string) => this.page.getByRole('button', { name: `${t.copyId}: ${name}` })
  readonly toast = (id: string) => toast(this.page, t.idCopied(id))
}
