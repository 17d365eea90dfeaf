import { createFileRoute } from '@tanstack/react-router'
import { CitiesPage } from '@/features/geo/components/cities-page'
import { geoQueries } from '@/features/geo/queries'
import { citiesSearchSchema } from '@/features/geo/schemas'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/lib/prefetch'

export const Route = createFileRoute('/_authed/cities')({
  validateSearch: citiesSearchSchema,
  beforeLoad: requireFeature('cities'),
  loaderDeps: ({ search }) => ({ country: search.country }),
  loader: ({ context, deps }) => prefetch(context.queryClient, geoQueries.countries(), !!deps.country && geoQueries.cities(deps.country)),
  component: CitiesRoute,
})

function CitiesRoute() {
  const { country } = Route.useSearch()
  return <CitiesPage countryId={country} />
}
