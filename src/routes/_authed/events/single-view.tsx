import { createFileRoute } from '@tanstack/react-router'
import { EventSinglePage } from '@/features/events/components/event-single-page'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'
import { idSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/events/single-view')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('events'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps: { id } }) => prefetch(queryClient, id !== '' && eventQueries.detail(id)),
  component: SingleViewRoute,
})

function SingleViewRoute() {
  const { id } = Route.useSearch()
  return <EventSinglePage id={id} />
}
