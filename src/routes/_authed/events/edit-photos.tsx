import { createFileRoute } from '@tanstack/react-router'
import { EventPhotosPage } from '@/features/events/components/event-photos-page'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/cache/query-cache'
import { idSearchSchema } from '@/shared/lib/search-params'

export const Route = createFileRoute('/_authed/events/edit-photos')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('events'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps: { id } }) => prefetch(queryClient, id !== '' && eventQueries.detail(id)),
  component: EditPhotosRoute,
})

function EditPhotosRoute() {
  const { id } = Route.useSearch()
  return <EventPhotosPage id={id} />
}
