import { organizationApi } from '@/features/organizations/api'
import { organizationsExport } from '@/features/organizations/export'
import { organizationQueries } from '@/features/organizations/queries'
import { defineEntryList } from '@/shared/entries/list/entry-list-definition'
import { organizationsText } from '@/shared/i18n/organizations'
import { organizationCardSpec } from './organization-card'
import { OrganizationDialogs } from './organization-dialogs'

/** /organizations/view: the shared entry list with the organization cards and their row actions (owner change among them). */
export const organizationsList = defineEntryList({
  api: organizationApi,
  texts: organizationsText,
  queries: organizationQueries,
  spec: organizationCardSpec,
  Dialogs: OrganizationDialogs,
  exportRun: organizationsExport,
})
