import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchEntryListPage } from '@/shared/entries/entry-list-calls'
import type { EntryListSearch } from '@/shared/lib/search-params'
import { LIMITS } from '@/shared/limits'
import { fetchEvent, fetchEvents } from './api'

/**
 * The events' query keys, generic to specific. Events are not scoped by the system country (spec
 * section 7 sends no country), so no country in the keys.
 */
export const eventQueries = {
  all: () => ['events'] as const,
  lists: () => [...eventQueries.all(), 'list'] as const,
  /** A page of GET /events with the totals of the first load; the previous page stays on screen while the next loads. */
  list: (search: EntryListSearch) =>
    queryOptions({
      queryKey: [...eventQueries.lists(), search] as const,
      queryFn: ({ signal, client }) =>
        fetchEntryListPage(client, eventQueries.totals(), search, (countAllTotals) => fetchEvents(search, countAllTotals, signal)),
      placeholderData: keepPreviousData,
    }),
  /** The status filter's totals, kept from the first load (spec section 4). */
  totals: () => [...eventQueries.all(), 'totals'] as const,
  details: () => [...eventQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...eventQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchEvent(id, signal),
    }),
  /** The command palette's name search: the first matches of GET /events for `q`, under the events key. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'search', q] as const,
      queryFn: async ({ signal }) =>
        (await fetchEvents({ q, page: 1, per_page: LIMITS.paletteResults, status: 'all', deep_search: false }, false, signal)).items,
    }),
}
