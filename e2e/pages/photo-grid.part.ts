import type { Page } from '@playwright/test'
import { photoGridText, photosText, ru } from '../../src/shared/i18n/ru'

/** The shared photo grid with upload (gallery and template photos). */
export class PhotoGridPart {
  constructor(readonly page: Page) {}

  readonly fileInput = () => this.page.locator('input[type="file"]')
  readonly addButton = () => this.page.getByRole('button', { name: photoGridText.add })
  readonly list = (label: string) => this.page.getByRole('list', { name: label })
  readonly photos = (label: string) => this.list(label).getByRole('listitem')
  readonly openButtons = (label: string) => this.list(label).getByRole('button', { name: photoGridText.open('') })
  readonly open = (name: string) => this.page.getByRole('button', { name: photoGridText.open(name), exact: true })
  readonly delete = (name: string) => this.page.getByRole('button', { name: photoGridText.delete(name), exact: true })
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title })
  readonly confirmDialog = () => this.dialog(photosText.deleteTitle)
  /** The big view's picture. */
  readonly bigPhoto = () => this.page.getByRole('dialog').getByRole('img', { name: photoGridText.bigView })
  readonly confirmPhoto = () => this.confirmDialog().getByRole('img', { name: photosText.deletedPhoto })
  readonly confirmDelete = () => this.confirmDialog().getByRole('button', { name: photosText.deleteConfirm })
  readonly resultDialog = (kind: 'success' | 'error') => this.dialog(kind === 'success' ? ru.common.success : ru.common.error)
  /** Closes the result modal ('Успешно' or 'Ошибка') with its 'Ок'. */
  readonly closeResult = (kind: 'success' | 'error') => this.resultDialog(kind).getByRole('button', { name: ru.common.ok }).click()
  readonly warning = () => this.dialog(photoGridText.warningTitle)
  readonly progress = () => this.page.getByRole('progressbar')
  /** The files of a failed upload, kept with 'Повторить' and 'Отбросить'. */
  readonly unsent = (count: number) => this.page.getByRole('group', { name: photoGridText.unsent(count) })
  readonly retryUnsent = (count: number) => this.unsent(count).getByRole('button', { name: ru.common.retry })

  /** The accessible names of the photos' open buttons, in order ('Открыть фото: …' stripped). */
  async names(label: string): Promise<string[]> {
    const prefix = photoGridText.open('')
    const labels = await this.list(label)
      .getByRole('button', { name: prefix })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    return labels.map((text) => text.slice(prefix.length))
  }
}
