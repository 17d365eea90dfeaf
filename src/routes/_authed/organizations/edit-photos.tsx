import { createFileRoute } from '@tanstack/react-router'
import { OrganizationPhotosPage } from '@/features/organizations/components/organization-photos-page'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'
import { idSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/organizations/edit-photos')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps: { id } }) => prefetch(queryClient, id !== '' && organizationQueries.detail(id)),
  component: EditPhotosRoute,
})

function EditPhotosRoute() {
  const { id } = Route.useSearch()
  return <OrganizationPhotosPage id={id} />
}
