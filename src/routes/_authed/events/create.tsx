import { createFileRoute } from '@tanstack/react-router'
import { cityQueries } from '@/features/cities/queries'
import { EventFormPage } from '@/features/events/components/event-form'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/events/create')({
  beforeLoad: requireFeature('events'),
  /** What the empty form starts with: the countries, and the cities of the system country it opens on. */
  loader: ({ context: { queryClient, systemCountry } }) =>
    prefetch(queryClient, cityQueries.countries(), systemCountry !== null && cityQueries.cities(systemCountry._id)),
  component: CreateRoute,
})

function CreateRoute() {
  const { systemCountry } = Route.useRouteContext()
  return <EventFormPage id={null} countryId={systemCountry?._id ?? ''} />
}
