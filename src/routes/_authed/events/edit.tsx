import { createFileRoute } from '@tanstack/react-router'
import { cityQueries } from '@/features/cities/queries'
import { EventFormPage } from '@/features/events/components/event-form'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'
import { idSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/events/edit')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('events'),
  loaderDeps: ({ search }) => search,
  /** The event and what its form starts with: the countries, then the cities of its country. */
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const detail = eventQueries.detail(id)
    await prefetch(queryClient, id !== '' && detail, cityQueries.countries())
    const event = queryClient.getQueryData(detail.queryKey)
    const countryId = event ? event.country._id || event.city?.country_id : undefined
    await prefetch(queryClient, !!countryId && cityQueries.cities(countryId))
  },
  component: EditRoute,
})

function EditRoute() {
  const { id } = Route.useSearch()
  const { systemCountry } = Route.useRouteContext()
  // As for organizations, the same form creates when no id is given.
  return <EventFormPage id={id || null} countryId={systemCountry?._id ?? ''} />
}
