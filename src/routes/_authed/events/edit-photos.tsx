import { createFileRoute } from '@tanstack/react-router'
import { EventPhotosPage } from '@/features/events/components/event-photos-page'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { idLoaderDeps, idSearchSchema, prefetchDetail } from '@/shared/lib/id-search'

export const Route = createFileRoute('/_authed/events/edit-photos')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('events'),
  loaderDeps: idLoaderDeps,
  loader: prefetchDetail(eventQueries.detail),
  component: EditPhotosRoute,
})

function EditPhotosRoute() {
  const { id } = Route.useSearch()
  return <EventPhotosPage id={id} />
}
