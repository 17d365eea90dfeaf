import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { OrganizationsListPage } from '../../../features/organizations/components/organizations-list-page'
import { organizationQueries } from '../../../features/organizations/queries'
import { organizationsSearchSchema, type OrganizationsSearch } from '../../../features/organizations/list-schemas'
import { requireFeature } from '../../../shared/auth/guard'

const DEFAULTS = organizationsSearchSchema.parse({})

export const Route = createFileRoute('/_authed/organizations/view')({
  beforeLoad: requireFeature('organizations'),
  validateSearch: organizationsSearchSchema,
  // Default values stay out of the URL.
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const load = context.queryClient.ensureQueryData(organizationQueries.list(deps)).catch(() => undefined)
    // Entering waits for the first page; later changes (search, page…) keep the previous page on
    // screen while the next loads, and a superseded request is cancelled by its query.
    if (cause === 'enter') await load
  },
  component: OrganizationsRoute,
})

function OrganizationsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const queryClient = useQueryClient()
  const onSearchChange = useCallback(
    (patch: Partial<OrganizationsSearch>) => {
      // The request starts at once, before the router's work on the navigation; the loader's
      // ensureQueryData then joins it.
      void queryClient.prefetchQuery(organizationQueries.list(organizationsSearchSchema.parse({ ...search, ...patch })))
      void navigate({ search: (previous) => ({ ...previous, ...patch }) })
    },
    [navigate, queryClient, search],
  )
  return <OrganizationsListPage search={search} onSearchChange={onSearchChange} />
}
