import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '@/features/categories/queries'
import { OrganizationSinglePage } from '@/features/organizations/components/organization-single-page'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'
import { idSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/organizations/single-view')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: ({ search }) => search,
  /** The organization, and the online-working category that decides whether its map and address show. */
  loader: ({ context: { queryClient }, deps: { id } }) =>
    prefetch(queryClient, id !== '' && organizationQueries.detail(id), categoryQueries.onlineWorkingId()),
  component: SingleViewRoute,
})

function SingleViewRoute() {
  const { id } = Route.useSearch()
  return <OrganizationSinglePage id={id} />
}
