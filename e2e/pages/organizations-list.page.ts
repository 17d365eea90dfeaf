import type { Page } from '@playwright/test'
import { organizationsText } from '../../src/shared/i18n/organizations'
import { ru } from '../../src/shared/i18n/ru'
import { EntryListPage } from './entry-list.page'

/** /organizations/view: the organizations list and its row actions. */
export class OrganizationsListPage extends EntryListPage {
  constructor(page: Page) {
    super(page, {
      path: '/organizations/view',
      title: ru.pages.organizationsView,
      add: organizationsText.add,
      actions: organizationsText.actions,
      testIds: { list: 'organizations-list', card: 'organization-card' },
    })
  }
}
