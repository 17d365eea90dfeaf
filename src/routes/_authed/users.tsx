import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '@/features/users/components/users-page'
import { userQueries } from '@/features/users/queries'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'
import { listSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/users')({
  validateSearch: listSearchSchema,
  beforeLoad: requireFeature('users'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, userQueries.list(deps)),
  component: UsersRoute,
})

function UsersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <UsersPage search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
}
