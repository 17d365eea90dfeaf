import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { entryQueries } from '@/shared/api/entry-list'
import { fetchEvents } from './list-api'
import { eventListItemSchema, type EventListItem } from './list-schemas'
import type { Event } from './schemas'
import { LIMITS } from '@/shared/limits'

/**
 * The events query keys: pages of GET /events with the totals of the first load, and the detail.
 * Events are not scoped by the system country (spec section 7 sends no country), so no country in
 * the keys.
 */
const entry = entryQueries<EventListItem, Event, 'events'>(
  'events',
  async (search, countAllTotals, signal) => {
    const answer = await fetchEvents(search, countAllTotals, signal)
    const totals = answer.totals ? { all: answer.totals.all, active: answer.totals.active, banned: answer.totals.blocked } : null
    return { items: answer.events, total: answer.total, totals }
  },
  // The full Event schema loads with the first detail, not with the list.
  async (id, signal) => (await import('./api')).fetchEvent(id, signal),
)

export const eventQueries = entry.queries

/** One event changed: patched by _id in every cached list, which are marked stale. */
export const patchEventInLists = entry.patch

/** One event deleted: out of every cached list, which are marked stale. */
export const removeEventFromLists = entry.remove

/**
 * An updated event (an edit, photos added or removed): the detail is replaced and every cached
 * list patched by _id with what a card keeps. Here, not with the save hooks, so that the photo
 * editing page does not load those.
 */
export function storeEvent(queryClient: QueryClient, event: Event) {
  queryClient.setQueryData(eventQueries.detail(event._id).queryKey, event)
  patchEventInLists(queryClient, event._id, eventListItemSchema.parse(event))
}

/** The command palette's name search: the first matches of GET /events for `q`, under the events key. */
export const eventSearch = (q: string) =>
  queryOptions({
    queryKey: [...eventQueries.all(), 'search', q] as const,
    queryFn: async ({ signal }) =>
      (await fetchEvents({ q, page: 1, per_page: LIMITS.paletteResults, status: 'all', deep_search: false }, false, signal)).events,
  })
