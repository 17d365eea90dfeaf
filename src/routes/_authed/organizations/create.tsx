import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '@/features/categories/queries'
import { cityQueries } from '@/features/cities/queries'
import { languageQueries } from '@/features/languages/queries'
import { OrganizationFormPage } from '@/features/organizations/components/form/organization-form'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/organizations/create')({
  beforeLoad: requireFeature('organizations'),
  /** What the empty form starts with: the lookups, and the cities of the system country it opens on. */
  loader: ({ context: { queryClient, systemCountry } }) =>
    prefetch(
      queryClient,
      categoryQueries.catalogue(),
      categoryQueries.onlineWorkingId(),
      languageQueries.list(),
      cityQueries.countries(),
      systemCountry !== null && cityQueries.cities(systemCountry._id),
    ),
  component: CreateRoute,
})

function CreateRoute() {
  const { systemCountry } = Route.useRouteContext()
  return <OrganizationFormPage id={null} countryId={systemCountry?._id ?? ''} />
}
