import type { Page } from '@playwright/test'
import { organizationViewText } from '../../src/shared/i18n/organizations'
import { EntrySinglePage } from './entry-single.page'

/** /organizations/single-view?id=: the read-only view of one organization. */
export class OrganizationSinglePage extends EntrySinglePage {
  constructor(page: Page) {
    super(page, '/organizations', organizationViewText)
  }
}
