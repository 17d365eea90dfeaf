import { lazy } from 'react'
import { ru } from '../../../shared/i18n/ru'
import { organizationsText } from '../../../shared/i18n/organizations'
import { EntryListPage } from '../../../shared/ui/entry-list/entry-list-page'
import type { OrganizationsSearch } from '../list-schemas'
import { organizationQueries } from '../queries'
import { organizationCardSpec } from './organization-card'

// The modals (and their mutations) load with the first row action, not with the list.
const OrganizationDialogs = lazy(() => import('./organization-dialogs').then((module) => ({ default: module.OrganizationDialogs })))

const TEXTS = {
  title: ru.pages.organizationsView,
  add: organizationsText.add,
  deepSearch: organizationsText.deepSearch,
  deepSearchHint: organizationsText.deepSearchHint,
  listLabel: organizationsText.listLabel,
}
const TEST_IDS = { list: 'organizations-list', card: 'organization-card' }

type OrganizationsListPageProps = {
  search: OrganizationsSearch
  onSearchChange: (patch: Partial<OrganizationsSearch>) => void
}

/** /organizations/view (issue 3 "List"): the shared directory-entry list with the organization cards. */
export function OrganizationsListPage({ search, onSearchChange }: OrganizationsListPageProps) {
  return (
    <EntryListPage
      texts={TEXTS}
      addTo="/organizations/create"
      listQuery={organizationQueries.list}
      spec={organizationCardSpec}
      Dialogs={OrganizationDialogs}
      testIds={TEST_IDS}
      search={search}
      onSearchChange={onSearchChange}
    />
  )
}
