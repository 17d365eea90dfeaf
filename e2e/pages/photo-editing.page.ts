import type { Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'
import { photosText } from '../../src/shared/i18n/photos'

const t = photosText

/** A photo editing screen (shared/ui/photo-editing-page): the 'new' and 'saved' photo areas. */
export class PhotoEditingPage {
  /** `base` is the feature's path: /organizations or /events. */
  constructor(
    readonly page: Page,
    private readonly base: string,
  ) {}

  /** Opens the screen of the entry; `loaded: false` for an id that fails to load. */
  async open(id: string, { loaded = true } = {}) {
    await this.page.goto(`${this.base}/edit-photos?id=${id}`)
    if (loaded) await this.savedArea().waitFor()
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly newArea = () => this.page.getByRole('region', { name: t.newArea })
  readonly savedArea = () => this.page.getByRole('region', { name: t.savedArea })
  readonly fileInput = () => this.newArea().locator('input[type="file"]')
  readonly newPreviews = () => this.newArea().getByRole('listitem')
  readonly savedPhotos = () => this.savedArea().getByRole('listitem')
  readonly save = () => this.newArea().getByRole('button', { name: t.save })
  readonly back = () => this.page.getByRole('link', { name: t.back })
  readonly deleteButton = (n: number) => this.savedArea().getByRole('button', { name: `${t.delete} ${n}`, exact: true })
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title })
  readonly ok = () => this.page.getByRole('dialog').getByRole('button', { name: ru.common.ok })
}
