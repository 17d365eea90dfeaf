import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { checkRecordsUnder } from '@/shared/cache/cache-channel'
import type { EntryListSearch } from '@/shared/lib/search-params'
import { LIMITS } from '@/shared/limits'
import type { EntryApi, EntryKind } from './entry-api'
import { fetchEntryListPage } from './entry-list-calls'

/**
 * The query keys of one kind of entry, generic to specific, under the kind's name. Entries are not
 * scoped by the system country (spec section 7 sends no country), so no country in the keys.
 */
export function entryQueries<K extends EntryKind, Item, Entry>(api: EntryApi<Item, Entry> & { kind: K }) {
  const all = () => [api.kind] as const
  const lists = () => [...all(), 'list'] as const
  const totals = () => [...all(), 'totals'] as const
  const details = () => [...all(), 'detail'] as const
  // What another tab writes into these lists and entries is taken only as the kind's schemas read it.
  checkRecordsUnder({ key: lists(), listItem: api.isListItem })
  checkRecordsUnder({ key: details(), answer: api.isEntry })
  return {
    all,
    lists,
    /** A page of GET /<kind> with the totals of the first load; the previous page stays on screen while the next loads. */
    list: (search: EntryListSearch) =>
      queryOptions({
        queryKey: [...lists(), search] as const,
        queryFn: ({ signal, client }) =>
          fetchEntryListPage(client, totals(), search, (countAllTotals) => api.list(search, countAllTotals, signal)),
        placeholderData: keepPreviousData,
      }),
    /** The status filter's totals, kept from the first load (spec section 4). */
    totals,
    details,
    detail: (id: string) =>
      queryOptions({
        queryKey: [...details(), id] as const,
        queryFn: ({ signal }) => api.detail(id, signal),
      }),
    /**
     * The command palette's name search: the first matches of GET /<kind> for `q`, under the kind's
     * key so that every invalidation of the kind covers it.
     */
    search: (q: string) =>
      queryOptions({
        queryKey: [...all(), 'search', q] as const,
        queryFn: async ({ signal }) =>
          (await api.list({ q, page: 1, per_page: LIMITS.paletteResults, status: 'all', deep_search: false }, false, signal)).items,
      }),
  }
}
