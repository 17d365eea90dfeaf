import { createFileRoute } from '@tanstack/react-router'
import { EventSinglePage } from '@/features/events/components/event-single-page'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { idLoaderDeps, idSearchSchema, prefetchDetail } from '@/shared/lib/id-search'

export const Route = createFileRoute('/_authed/events/single-view')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('events'),
  loaderDeps: idLoaderDeps,
  loader: prefetchDetail(eventQueries.detail),
  component: SingleViewRoute,
})

function SingleViewRoute() {
  const { id } = Route.useSearch()
  return <EventSinglePage id={id} />
}
