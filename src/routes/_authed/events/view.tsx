import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { eventsList } from '@/features/events/components/events-list'
import { eventQueries } from '@/features/events/queries'
import { requireFeature } from '@/shared/auth/guard'
import { listLoader, useListSearchChange } from '@/shared/lib/list-route'
import { entryListSearchSchema, type EntryListSearch } from '@/shared/lib/search-params'
import { EntryListPage } from '@/shared/ui/entry-list/entry-list-page'

const DEFAULTS = entryListSearchSchema.parse({})
const parse = (input: EntryListSearch) => entryListSearchSchema.parse(input)

export const Route = createFileRoute('/_authed/events/view')({
  beforeLoad: requireFeature('events'),
  validateSearch: entryListSearchSchema,
  // Default values stay out of the URL.
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: listLoader(eventQueries.list),
  component: EventsRoute,
})

function EventsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const go = useCallback(
    (patch: Partial<EntryListSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  )
  const onSearchChange = useListSearchChange(search, parse, eventQueries.list, go)
  return <EntryListPage definition={eventsList} search={search} onSearchChange={onSearchChange} />
}
