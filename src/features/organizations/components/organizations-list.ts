import { lazy } from 'react'
import { can } from '@/shared/auth/permissions'
import { organizationsText } from '@/shared/i18n/organizations'
import { ru } from '@/shared/i18n/ru'
import { defineEntryList } from '@/shared/ui/entry-list/entry-list-page'
import { preloadable } from '@/shared/ui/preloadable'
import { organizationQueries } from '@/features/organizations/queries'
import { organizationCardSpec } from './organization-card'

/**
 * /organizations/view: the shared entry list with the organization
 * cards; the modals (and their mutations) load with the first row action, not with the list.
 */
export const organizationsList = defineEntryList({
  texts: { ...organizationsText, title: ru.pages.organizationsView },
  addTo: '/organizations/create',
  listQuery: organizationQueries.list,
  spec: organizationCardSpec,
  Dialogs: preloadable(() => import('./organization-dialogs').then((module) => ({ default: module.OrganizationDialogs }))),
  bulk: {
    // A box per card only for an admin who may ban or fully delete organizations (spec section 6).
    selectable: (profile) => can(profile, 'organizations:ban') || can(profile, 'organizations:delete'),
    Layer: lazy(() => import('./organization-bulk')),
  },
  exportCsv: { what: 'organizations', load: () => import('@/features/organizations/export').then((module) => module.organizationsExport) },
  testIds: { list: 'organizations-list', card: 'organization-card' },
})
