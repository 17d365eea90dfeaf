import type { Page } from '@playwright/test'
import { PhotoEditingPage } from './photo-editing.page'

/** /organizations/edit-photos?id=: the 'new' and 'saved' photo areas. */
export class OrganizationPhotosPage extends PhotoEditingPage {
  constructor(page: Page) {
    super(page, '/organizations')
  }
}
