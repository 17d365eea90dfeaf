import { lazy } from 'react'
import { organizationsText } from '../../../shared/i18n/organizations'
import { ru } from '../../../shared/i18n/ru'
import { defineEntryList } from '../../../shared/ui/entry-list/entry-list-page'
import { organizationQueries } from '../queries'
import { organizationCardSpec } from './organization-card'

/**
 * /organizations/view (issue 3 "List"): the shared directory-entry list with the organization
 * cards; the modals (and their mutations) load with the first row action, not with the list.
 */
export const organizationsList = defineEntryList({
  texts: { ...organizationsText, title: ru.pages.organizationsView },
  addTo: '/organizations/create',
  listQuery: organizationQueries.list,
  spec: organizationCardSpec,
  Dialogs: lazy(() => import('./organization-dialogs').then((module) => ({ default: module.OrganizationDialogs }))),
  testIds: { list: 'organizations-list', card: 'organization-card' },
})
