import { createFileRoute } from '@tanstack/react-router'
import { CitiesPage } from '../../features/geo/components/cities-page'
import { geoQueries } from '../../features/geo/queries'
import { citiesSearchSchema } from '../../features/geo/schemas'
import { requireFeature } from '../../shared/auth/guard'

export const Route = createFileRoute('/_authed/cities')({
  validateSearch: citiesSearchSchema,
  beforeLoad: requireFeature('cities'),
  loaderDeps: ({ search }) => ({ country: search.country }),
  loader: async ({ context, deps }) => {
    // A failure is shown by the page with a retry, not as a route error.
    await Promise.all([
      context.queryClient.ensureQueryData(geoQueries.countries()).catch(() => undefined),
      deps.country ? context.queryClient.ensureQueryData(geoQueries.cities(deps.country)).catch(() => undefined) : undefined,
    ])
  },
  component: CitiesRoute,
})

function CitiesRoute() {
  const { country } = Route.useSearch()
  return <CitiesPage countryId={country} />
}
