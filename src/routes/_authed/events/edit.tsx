import { createFileRoute } from '@tanstack/react-router'
import { EventFormPage } from '@/features/events/components/event-form-page'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { idLoaderDeps, idSearchSchema, prefetchDetail } from '@/shared/lib/id-search'

export const Route = createFileRoute('/_authed/events/edit')({
  validateSearch: idSearchSchema,
  beforeLoad: requireFeature('events'),
  loaderDeps: idLoaderDeps,
  loader: prefetchDetail(eventQueries.detail),
  component: EditRoute,
})

function EditRoute() {
  const { id } = Route.useSearch()
  // As for organizations, the same form creates when no id is given.
  return <EventFormPage id={id || null} />
}
