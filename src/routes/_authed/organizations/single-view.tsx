import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { OrganizationSinglePage } from '../../../features/organizations/components/organization-single-page'
import { organizationQueries } from '../../../features/organizations/queries'
import { requireFeature } from '../../../shared/auth/guard'

const searchSchema = z.object({ id: z.catch(z.string(), '') })

export const Route = createFileRoute('/_authed/organizations/single-view')({
  validateSearch: searchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // A failure is shown by the page with a retry, not as a route error.
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(organizationQueries.detail(deps.id)) : undefined),
  component: SingleViewRoute,
})

function SingleViewRoute() {
  const { id } = Route.useSearch()
  return <OrganizationSinglePage id={id} />
}
