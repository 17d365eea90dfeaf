import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { entryListQueries } from '../../shared/api/entry-list'
import { fetchEvents } from './list-api'
import { eventListItemSchema, type EventListItem } from './list-schemas'
import type { Event } from './schemas'

/** The list half: pages of GET /events with the totals of the first load, and the cache wrappers. */
const list = entryListQueries<EventListItem, 'events'>('events', async (search, countAllTotals, signal) => {
  const answer = await fetchEvents(search, countAllTotals, signal)
  const totals = answer.totals ? { all: answer.totals.all, active: answer.totals.active, banned: answer.totals.blocked } : null
  return { items: answer.events, total: answer.total, totals }
})

/**
 * The events query keys. Events are not scoped by the system country (spec section 7 sends no
 * country), so no country in the keys.
 */
export const eventQueries = {
  all: () => ['events'] as const,
  lists: list.lists,
  totalsKey: list.totalsKey,
  list: list.list,
  details: () => [...eventQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...eventQueries.details(), id] as const,
      // The full Event schema loads with the first detail, not with the list.
      queryFn: async ({ signal }) => (await import('./api')).fetchEvent(id, signal),
    }),
}

/** One event changed: patched by _id in every cached list, which are marked stale. */
export const patchEventInLists = list.patch

/** One event deleted: out of every cached list, which are marked stale. */
export const removeEventFromLists = list.remove

/**
 * An updated event (an edit, photos added or removed): the detail is replaced and every cached
 * list patched by _id with what a card keeps. Here, not with the save hooks, so that the photo
 * editing page does not load those.
 */
export function storeEvent(queryClient: QueryClient, event: Event) {
  queryClient.setQueryData(eventQueries.detail(event._id).queryKey, event)
  patchEventInLists(queryClient, event._id, eventListItemSchema.parse(event))
}
