import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { OrganizationFormPage } from '../../../features/organizations/components/organization-form-page'
import { organizationQueries } from '../../../features/organizations/queries'
import { requireFeature } from '../../../shared/auth/guard'

const searchSchema = z.object({ id: z.catch(z.string(), '') })

export const Route = createFileRoute('/_authed/organizations/edit')({
  validateSearch: searchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // A failure is shown by the page with a retry, not as a route error.
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(organizationQueries.detail(deps.id)) : undefined),
  component: EditRoute,
})

function EditRoute() {
  const { id } = Route.useSearch()
  // The same form creates when no id is given (spec section 2).
  return <OrganizationFormPage id={id || null} />
}
