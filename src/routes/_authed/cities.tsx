import { createFileRoute } from '@tanstack/react-router'
import { CitiesPage } from '@/features/cities/components/cities-page'
import { cityQueries } from '@/features/cities/queries'
import { citiesSearchSchema } from '@/features/cities/schemas'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/lib/prefetch'

export const Route = createFileRoute('/_authed/cities')({
  validateSearch: citiesSearchSchema,
  beforeLoad: requireFeature('cities'),
  loaderDeps: ({ search }) => ({ country: search.country }),
  loader: ({ context, deps }) => prefetch(context.queryClient, cityQueries.countries(), !!deps.country && cityQueries.cities(deps.country)),
  component: CitiesRoute,
})

function CitiesRoute() {
  const { country } = Route.useSearch()
  return <CitiesPage countryId={country} />
}
