import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '../../features/users/components/users-page'
import { userQueries } from '../../features/users/queries'
import { listSearchSchema } from '../../shared/lib/list-search'
import { requireFeature } from '../../shared/auth/guard'

export const Route = createFileRoute('/_authed/users')({
  validateSearch: listSearchSchema,
  beforeLoad: requireFeature('users'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // A failure is shown by the page with a retry, not as a route error.
    await context.queryClient.ensureQueryData(userQueries.list(deps)).catch(() => undefined)
  },
  component: UsersRoute,
})

function UsersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <UsersPage search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
}
