import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { organizationsList } from '@/features/organizations/components/organizations-list'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { EntryListRoute } from '@/shared/entries/list/entry-list-page'
import { listLoader } from '@/shared/lib/list-route'
import { entryListSearchDefaults, entryListSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/organizations/view')({
  beforeLoad: requireFeature('organizations'),
  validateSearch: entryListSearchSchema,
  // Default values stay out of the URL.
  search: { middlewares: [stripSearchParams(entryListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: listLoader(organizationQueries.list),
  component: OrganizationsRoute,
})

function OrganizationsRoute() {
  return <EntryListRoute definition={organizationsList} search={Route.useSearch()} navigate={Route.useNavigate()} />
}
