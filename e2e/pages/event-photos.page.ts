import type { Page } from '@playwright/test'
import { PhotoEditingPage } from './photo-editing.page'

/** /events/edit-photos?id=: the 'new' and 'saved' photo areas. */
export class EventPhotosPage extends PhotoEditingPage {
  constructor(page: Page) {
    super(page, '/events')
  }
}
