import { createFileRoute } from '@tanstack/react-router'
import { OrganizationFormPage } from '@/features/organizations/components/organization-form-page'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { idLoaderDeps, idSearchSchema, prefetchDetail } from '@/shared/lib/id-search'

export const Route = createFileRoute('/_authed/organizations/edit')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: idLoaderDeps,
  loader: prefetchDetail(organizationQueries.detail),
  component: EditRoute,
})

function EditRoute() {
  const { id } = Route.useSearch()
  // The same form creates when no id is given (spec section 2).
  return <OrganizationFormPage id={id || null} />
}
