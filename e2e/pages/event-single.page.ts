import type { Page } from '@playwright/test'
import { ru } from '../../src/shared/i18n/ru'
import { eventViewText } from '../../src/shared/i18n/events'
import { mapText } from '../../src/shared/i18n/widgets'

const t = eventViewText

/** /events/single-view?id=: the read-only view of one event. */
export class EventSinglePage {
  constructor(readonly page: Page) {}

  async open(id: string) {
    await this.page.goto(`/events/single-view?id=${id}`)
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly block = (title: string) => this.page.getByRole('region', { name: title, exact: true })
  /** A labelled value of a block. */
  readonly field = (block: string, label: string) => this.block(block).getByText(label, { exact: true }).locator('xpath=..')
  readonly cancel = () => this.page.getByRole('link', { name: t.cancel, exact: true })
  readonly editPhotos = () => this.page.getByRole('link', { name: t.editPhotos })
  readonly edit = () => this.page.getByRole('link', { name: t.edit, exact: true })
  readonly mapError = () => this.block(t.location).getByRole('alert').filter({ hasText: mapText.label })
  readonly error = () => this.page.getByRole('alert').filter({ hasText: ru.common.error })
  readonly retry = () => this.page.getByRole('button', { name: ru.common.retry })
}
