import { createFileRoute } from '@tanstack/react-router'
import { CitiesPage } from '@/features/cities/components/cities-page'
import { cityQueries } from '@/features/cities/queries'
import { citiesSearchSchema } from '@/features/cities/schemas'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/cities')({
  validateSearch: citiesSearchSchema,
  beforeLoad: requireFeature('cities'),
  loaderDeps: ({ search }) => search,
  /** The countries, and the selected country's cities. */
  loader: ({ context: { queryClient }, deps: { country } }) =>
    prefetch(queryClient, cityQueries.countries(), !!country && cityQueries.cities(country)),
  component: CitiesRoute,
})

function CitiesRoute() {
  const { country } = Route.useSearch()
  return <CitiesPage countryId={country} />
}
