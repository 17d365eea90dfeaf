import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { isActiveParam, type EntryListQuery, type EntryListSearch } from '@/shared/lib/list-search'
import { patchInLists, removeFromLists } from './list-cache'

/** Totals of the status filter (spec section 4 "Lists"): all, active, banned. */
export type EntryTotals = { all: number; active: number; banned: number }

/** One page of a directory-entry list (organizations, events) as its call answers it, in one shape. */
export type EntryListAnswer<T> = { items: T[]; total: number; totals: EntryTotals | null }

/**
 * A list answer as cached: the page, the status-filter totals kept from the first load, and which
 * page of which size it is (so that a placeholder still describes itself, not the page to come).
 */
export type EntryListData<T> = EntryListAnswer<T> & { page: number; per_page: number }

/** The query of GET /organizations and GET /events (spec section 7: "query as organizations"): newest first, without counting views. */
export function entryListSearchParams(search: EntryListQuery, countAllTotals: boolean) {
  return {
    q: search.q,
    page: search.page,
    per_page: search.per_page,
    is_active: isActiveParam(search.status),
    should_add_views: false,
    sort_by_date: true,
    count_all_totals: countAllTotals,
    deep_search: search.deep_search,
    deep_populate: true,
  }
}

const LIST_FIELD = 'items'

/**
 * The list half of a directory entry's query-key factory and its cache wrappers: `list(search)`
 * pages through the feature's call, keeping the totals of the first load (spec section 4: asked
 * for with count_all_totals on the first request only, never overwritten), with the previous page
 * kept on screen while the next loads; `patch` / `remove` change an entry by _id in every cached
 * list and mark the lists stale, so that a filter it now falls in or out of reloads when shown.
 */
export function entryListQueries<T extends { _id: string }, F extends string>(
  feature: F,
  fetchPage: (search: EntryListSearch, countAllTotals: boolean, signal: AbortSignal) => Promise<EntryListAnswer<T>>,
) {
  const lists = () => [feature, 'list'] as const
  const totalsKey = () => [feature, 'totals'] as const
  const kept = (client: QueryClient) => client.getQueryData<EntryTotals>(totalsKey())
  const keep = (client: QueryClient, totals: EntryTotals | null): EntryTotals | null => {
    const known = kept(client)
    if (known) return known
    if (!totals) return null
    client.setQueryDefaults(totalsKey(), { gcTime: Infinity, staleTime: Infinity })
    client.setQueryData(totalsKey(), totals)
    return totals
  }
  const markStale = (client: QueryClient) => void client.invalidateQueries({ queryKey: lists(), refetchType: 'none' })

  return {
    lists,
    totalsKey,
    list: (search: EntryListSearch) =>
      queryOptions({
        queryKey: [...lists(), search] as const,
        queryFn: async ({ signal, client }): Promise<EntryListData<T>> => {
          const answer = await fetchPage(search, !kept(client), signal)
          return { ...answer, totals: keep(client, answer.totals), page: search.page, per_page: search.per_page }
        },
        // The previous page stays on screen while the next one loads: no flash.
        placeholderData: keepPreviousData,
      }),
    /** One entry changed: every cached list shows it in place by _id (spec section 4). */
    patch: (client: QueryClient, id: string, patch: Partial<T>) => {
      patchInLists<T>(client, lists(), LIST_FIELD, id, patch)
      markStale(client)
    },
    /** One entry deleted: out of every cached list, counted out of its total. */
    remove: (client: QueryClient, id: string) => {
      removeFromLists(client, lists(), LIST_FIELD, id)
      markStale(client)
    },
  }
}

/**
 * A directory entry's whole query-key factory: `[feature]` for everything, the list half of
 * entryListQueries, and the detail `[feature, 'detail', id]` loaded by the feature's call (which
 * may import the full entry schema lazily: it loads with the first detail, not with the list).
 */
export function entryQueries<T extends { _id: string }, D, F extends string>(
  feature: F,
  fetchPage: (search: EntryListSearch, countAllTotals: boolean, signal: AbortSignal) => Promise<EntryListAnswer<T>>,
  fetchDetail: (id: string, signal: AbortSignal) => Promise<D>,
) {
  const list = entryListQueries<T, F>(feature, fetchPage)
  const details = () => [feature, 'detail'] as const
  return {
    queries: {
      all: () => [feature] as const,
      lists: list.lists,
      totalsKey: list.totalsKey,
      list: list.list,
      details,
      detail: (id: string) => queryOptions({ queryKey: [...details(), id] as const, queryFn: ({ signal }) => fetchDetail(id, signal) }),
    },
    patch: list.patch,
    remove: list.remove,
  }
}
