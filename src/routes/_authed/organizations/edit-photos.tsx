import { createFileRoute } from '@tanstack/react-router'
import { OrganizationPhotosPage } from '@/features/organizations/components/organization-photos-page'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { idLoaderDeps, idSearchSchema, prefetchDetail } from '@/shared/lib/id-search'

export const Route = createFileRoute('/_authed/organizations/edit-photos')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: idLoaderDeps,
  loader: prefetchDetail(organizationQueries.detail),
  component: EditPhotosRoute,
})

function EditPhotosRoute() {
  const { id } = Route.useSearch()
  return <OrganizationPhotosPage id={id} />
}
