import type { Page } from '@playwright/test'
import { galleryText } from '../../src/shared/i18n/gallery'
import { PhotoGridPart } from './photo-grid.part'

const t = galleryText

/** /gallery: the information table on the left, the chosen item's photos on the right. */
export class GalleryPage {
  readonly grid: PhotoGridPart

  constructor(readonly page: Page) {
    this.grid = new PhotoGridPart(page)
  }

  async open(search = '') {
    await this.page.goto(`/gallery${search}`)
    await this.table().waitFor()
  }

  readonly table = () => this.page.getByRole('navigation', { name: t.tableLabel })
  readonly sectionToggle = (name: string) => this.table().getByRole('button', { name })
  readonly sectionItems = (name: string) => this.table().getByRole('list', { name })
  readonly item = (name: string) => this.table().getByRole('link', { name })
  readonly selectedItem = () => this.table().locator('[aria-current="page"]')
  readonly itemTitle = () => this.page.getByRole('heading', { level: 2 })
  readonly photosLabel = (itemName: string) => t.photosOf(itemName)
  readonly copyTag = (name: string) => this.page.getByRole('button', { name: t.copyTagOf(name), exact: true })
}
