import type { Page } from '@playwright/test'
import { eventViewText } from '../../src/shared/i18n/events'
import { mapText } from '../../src/shared/i18n/ru'
import { EntrySinglePage } from './entry-single.page'

const t = eventViewText

/** /events/single-view?id=: the read-only view of one event. */
export class EventSinglePage extends EntrySinglePage {
  constructor(page: Page) {
    super(page, '/events', t)
  }

  /** A labelled value of a block. */
  readonly field = (block: string, label: string) => this.block(block).getByText(label, { exact: true }).locator('xpath=..')
  readonly mapError = () => this.block(t.location).getByRole('alert').filter({ hasText: mapText.label })
}
