import { createFileRoute } from '@tanstack/react-router'
import { OrganizationSinglePage } from '@/features/organizations/components/organization-single-page'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { idLoaderDeps, idSearchSchema, prefetchDetail } from '@/shared/lib/id-search'

export const Route = createFileRoute('/_authed/organizations/single-view')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: idLoaderDeps,
  loader: prefetchDetail(organizationQueries.detail),
  component: SingleViewRoute,
})

function SingleViewRoute() {
  const { id } = Route.useSearch()
  return <OrganizationSinglePage id={id} />
}
