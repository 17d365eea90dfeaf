import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { eventsList } from '@/features/events/components/events-list'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { EntryListRoute } from '@/shared/entries/list/entry-list-page'
import { listLoader } from '@/shared/lib/list-route'
import { entryListSearchDefaults, entryListSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/events/view')({
  beforeLoad: requireFeature('events'),
  validateSearch: entryListSearchSchema,
  // Default values stay out of the URL.
  search: { middlewares: [stripSearchParams(entryListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: listLoader(eventQueries.list),
  component: EventsRoute,
})

function EventsRoute() {
  return <EntryListRoute definition={eventsList} search={Route.useSearch()} navigate={Route.useNavigate()} />
}
