import { createFileRoute } from '@tanstack/react-router'
import { AdminsPage } from '@/features/admins/components/admins-page'
import { adminQueries } from '@/features/admins/queries'
import { adminsSearchSchema } from '@/features/admins/schemas'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/admins')({
  validateSearch: adminsSearchSchema,
  beforeLoad: requireFeature('admins'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, adminQueries.list(deps)),
  component: AdminsRoute,
})

function AdminsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <AdminsPage search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
}
