import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { OrganizationPhotosPage } from '../../../features/organizations/components/organization-photos-page'
import { organizationQueries } from '../../../features/organizations/queries'
import { requireFeature } from '../../../shared/auth/guard'

const searchSchema = z.object({ id: z.catch(z.string(), '') })

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
