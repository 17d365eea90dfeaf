import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { OrganizationPhotosPage } from '../../../features/organizations/components/organization-photos-page'
import { organizationQueries } from '../../../features/organizations/queries'
import { requireFeature } from '../../../shared/auth/guard'

const searchSchema = z.object({ id: z.string().catch('') })

export const Route = createFileRoute('/_authed/organizations/edit-photos')({
  validateSearch: searchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(organizationQueries.detail(deps.id)) : undefined),
  component: EditPhotosRoute,
})

function EditPhotosRoute() {
  const { id } = Route.useSearch()
  return <OrganizationPhotosPage id={id} />
}
