import { lazy } from 'react'
import { organizationsExport } from '@/features/organizations/export'
import { organizationQueries } from '@/features/organizations/queries'
import { can } from '@/shared/auth/permissions'
import { defineEntryList } from '@/shared/entries/list/entry-list-page'
import { organizationsText } from '@/shared/i18n/organizations'
import { ru } from '@/shared/i18n/ru'
import { OrganizationBulk } from './organization-bulk'
import { organizationCardSpec } from './organization-card'

// The row actions' modals (Mantine's Modal) show only after a menu item's press (docs/architecture.md, 'Loading code
// lazily'): the list fetches their code as the pointer or the focus reaches a card's ⋮.
const loadDialogs = () => import('./organization-dialogs')
const OrganizationDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.OrganizationDialogs })))

/** /organizations/view: the shared directory-entry list with the organization cards, their row actions' modals and bulk actions. */
export const organizationsList = defineEntryList({
  texts: { ...organizationsText, title: ru.pages.organizationsView },
  addTo: '/organizations/create',
  mayAdd: (profile) => can(profile, 'organizations:create'),
  listQuery: organizationQueries.list,
  spec: organizationCardSpec,
  Dialogs: OrganizationDialogs,
  loadDialogs,
  bulk: {
    // A box per card only for an admin who may ban or fully delete organizations (spec section 6).
    selectable: (profile) => can(profile, 'organizations:ban') || can(profile, 'organizations:delete'),
    Layer: OrganizationBulk,
  },
  exportCsv: { what: 'organizations', run: organizationsExport },
  testIds: { list: 'organizations-list', card: 'organization-card' },
})
