import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { holdOwnAnswer } from '@/shared/cache/query-cache'
import { isActiveParam, type EntryListQuery, type EntryListSearch } from '@/shared/lib/search-params'

/*
 * What the two entry lists (organizations and events, spec section 7: "query as organizations")
 * share: the query they send and the status-filter totals they keep.
 */

/** Totals of the status filter (spec section 4 "Lists"): all, active, banned. */
export type EntryTotals = { all: number; active: number; banned: number }

/** One page of an entry list as its call answers it, in one shape for both features. */
export type EntryListAnswer<T> = { items: T[]; total: number; totals: EntryTotals | null }

/**
 * A list answer as cached: the page, the status-filter totals kept from the first load, and the
 * search it answers (so that a placeholder still describes itself, not the page to come; its
 * identity is the answer's, kept when an entry is patched in place).
 */
export type EntryListData<T> = EntryListAnswer<T> & { search: EntryListSearch }

/** The query of GET /organizations and GET /events: newest first, fully populated, without counting views. */
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

/**
 * A list query's fetch: one page, with the totals of the first load (spec section 4: asked for
 * with count_all_totals on the first request only, and never overwritten afterwards). The totals
 * are kept under `totalsKey` for as long as the tab lives.
 */
export async function fetchEntryListPage<T>(
  client: QueryClient,
  totalsKey: QueryKey,
  search: EntryListSearch,
  fetchPage: (countAllTotals: boolean) => Promise<EntryListAnswer<T>>,
): Promise<EntryListData<T>> {
  const kept = () => client.getQueryData<EntryTotals>(totalsKey)
  const answer = await fetchPage(!kept())
  // Read again: another page may have brought the totals while this one loaded.
  let totals = kept() ?? null
  if (!totals && answer.totals) {
    holdOwnAnswer(client, totalsKey, answer.totals, { keep: 'tab' })
    totals = answer.totals
  }
  return { ...answer, totals, search }
}
