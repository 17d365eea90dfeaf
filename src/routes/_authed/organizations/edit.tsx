import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '@/features/categories/queries'
import { cityQueries } from '@/features/cities/queries'
import { languageQueries } from '@/features/languages/queries'
import { OrganizationFormPage } from '@/features/organizations/components/form/organization-form'
import { organizationQueries } from '@/features/organizations/queries'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'
import { idSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/organizations/edit')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('organizations'),
  loaderDeps: ({ search }) => search,
  /** The organization and what its form starts with: the lookups, then the cities of its country. */
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const detail = organizationQueries.detail(id)
    await prefetch(
      queryClient,
      id !== '' && detail,
      categoryQueries.catalogue(),
      categoryQueries.onlineWorkingId(),
      languageQueries.list(),
      cityQueries.countries(),
    )
    const countryId = queryClient.getQueryData(detail.queryKey)?.country._id
    await prefetch(queryClient, countryId !== undefined && cityQueries.cities(countryId))
  },
  component: EditRoute,
})

function EditRoute() {
  const { id } = Route.useSearch()
  const { systemCountry } = Route.useRouteContext()
  // The same form creates when no id is given (spec section 2).
  return <OrganizationFormPage id={id || null} countryId={systemCountry?._id ?? ''} />
}
