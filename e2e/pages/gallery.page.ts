import type { Page } from '@playwright/test'
import { galleryText } from '../../src/shared/i18n/gallery'
import { MarkupPart } from './markup.part'
import { PhotoGridPart } from './photo-grid.part'

const t = galleryText

/** /gallery: the information table on the left, the chosen item's photos on the right. */
export class GalleryPage {
  readonly grid: PhotoGridPart
  /** The item editor's markup workbench. */
  readonly markup: MarkupPart

  constructor(readonly page: Page) {
    this.grid = new PhotoGridPart(page)
    this.markup = new MarkupPart(page, t.bodyLabel)
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
  /** The chosen item's heading (the item's body in the preview may have level-2 headings of its own). */
  readonly itemTitle = () => this.page.locator('#info-item-title')
  /** The 'hidden' marker beside the chosen item's heading. */
  readonly hiddenMarker = (itemName: string) =>
    this.page.getByRole('region', { name: itemName, exact: true }).getByText(t.hidden, { exact: true })
  readonly editButton = () => this.page.getByRole('button', { name: t.editItem })
  readonly editor = (itemName: string) => this.page.getByRole('form', { name: t.editorLabel(itemName) })
  readonly nameInput = () => this.page.getByRole('textbox', { name: t.nameLabel })
  readonly visibleSwitch = () => this.page.getByRole('switch', { name: t.visibleLabel })
  readonly photosLabel = (itemName: string) => t.photosOf(itemName)
  readonly copyTag = (name: string) => this.page.getByRole('button', { name: t.copyTagOf(name), exact: true })
}
