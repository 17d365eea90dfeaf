import type { QueryClient, QueryKey } from '@tanstack/react-query'
import {
  isListAnswer,
  patchListAnswers,
  removeFromListAnswers,
  shareCacheEffects,
  type CacheEffect,
  type ListAnswer,
} from './cache-channel'

/*
 * How loaders and mutations use React Query's cache beyond a query's own options: a loader's
 * warming of the queries its page reads, and a mutation's patch of the cached lists by `_id`. Every
 * write's change to the cache goes through the helpers below, which also tell the other tabs of
 * the console (shared/cache/cache-channel.ts): a feature never calls setQueryData and its kin itself.
 * Each writes this tab's cache directly and hands the other tabs the same change (a CacheEffect).
 */

type PrefetchOptions = Parameters<QueryClient['prefetchQuery']>[0]
/** Any feature's query options: their data and key types differ, prefetchQuery reads them alike. */
type FeatureQueryOptions = { queryKey: QueryKey; queryFn?: unknown }

/**
 * A route loader's warming of the queries its page reads, the one way every loader does it: each
 * is fetched unless its cached data is still fresh. Nothing is thrown: a failure stays in the
 * query's state, where the page's QueryState shows its text with a retry button (the route itself
 * never fails for it). `false` or `undefined` stand for a query the route does not need this time.
 */
export function prefetch(queryClient: QueryClient, ...queries: (FeatureQueryOptions | false | undefined)[]): Promise<void> {
  return Promise.all(queries.flatMap((options) => (options ? [queryClient.prefetchQuery(options as PrefetchOptions)] : []))).then(
    () => undefined,
  )
}

type Listed = { _id: string }

/**
 * Updates the item with `_id === id` in place in every cached list answer under `keyPrefix`
 * (spec section 4: "Items update in place by _id"), in this tab and every other tab of the admin.
 */
export function patchInLists<T extends Listed>(
  queryClient: QueryClient,
  keyPrefix: QueryKey,
  listField: string,
  id: string,
  patch: Partial<T>,
) {
  patchListAnswers(queryClient, keyPrefix, listField, id, patch)
  shareCacheEffects(queryClient, { kind: 'patch', prefix: keyPrefix, listField, id, patch })
}

/** Removes the item with `_id === id` from every cached list answer under `keyPrefix`, and counts it out of `total`. */
export function removeFromLists(queryClient: QueryClient, keyPrefix: QueryKey, listField: string, id: string) {
  removeFromListAnswers(queryClient, keyPrefix, listField, id)
  shareCacheEffects(queryClient, { kind: 'drop', prefix: keyPrefix, listField, id })
}

/**
 * Puts a new `item` at the front of the cached list answers under `keyPrefix` that `showsNew(queryKey)`
 * says begin the list (spec section 4: admins and countries are added at the front), keeping at
 * most `limit` items (the page size) and counting it into `total`. Every other list under the
 * prefix is marked stale: its page boundaries moved, so it is fetched again when next shown. The
 * other tabs fetch again the lists they show (where the new item falls depends on each list's
 * page and search) and mark the rest stale.
 */
export function prependToLists<T extends Listed>(
  queryClient: QueryClient,
  keyPrefix: QueryKey,
  listField: string,
  item: T,
  showsNew: (queryKey: QueryKey) => { limit: number } | null,
) {
  for (const [queryKey, data] of queryClient.getQueriesData<unknown>({ queryKey: keyPrefix })) {
    const shown = isListAnswer(data, listField) ? showsNew(queryKey) : null
    if (!shown || !isListAnswer(data, listField)) {
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })
      continue
    }
    const items = (data[listField] as T[]).filter((existing) => existing._id !== item._id)
    const next: ListAnswer = { ...data, [listField]: [item, ...items].slice(0, Math.max(1, shown.limit)) }
    if (typeof data.total === 'number') next.total = data.total + 1
    queryClient.setQueryData(queryKey, next)
  }
  shareCacheEffects(queryClient, { kind: 'stale', key: keyPrefix, refetch: 'active' })
}

/** The lists under `key` are marked stale, here and in the other tabs: each is fetched again when next shown. */
function markStale(queryClient: QueryClient, key: QueryKey) {
  void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' })
  shareCacheEffects(queryClient, { kind: 'stale', key, refetch: 'none' })
}

/** The field of an entry list's cached page that holds the entries (shared/entries/entry-list-calls.ts). */
const ENTRY_LIST_FIELD = 'items'

/**
 * An entry (an organization or an event) changed: patched in place by _id in every cached list of
 * its feature (`listsKey`), which are marked stale, so that a filter it now falls in or out of
 * reloads when it is shown again.
 */
export function patchEntryInLists<T extends Listed>(queryClient: QueryClient, listsKey: QueryKey, id: string, patch: Partial<T>) {
  patchInLists(queryClient, listsKey, ENTRY_LIST_FIELD, id, patch)
  markStale(queryClient, listsKey)
}

/** An entry deleted: out of every cached list of its feature, counted out of each total; the lists are marked stale. */
export function removeEntryFromLists(queryClient: QueryClient, listsKey: QueryKey, id: string) {
  removeFromLists(queryClient, listsKey, ENTRY_LIST_FIELD, id)
  markStale(queryClient, listsKey)
}

/**
 * After a catalogue change (categories, countries, cities…): the static-data answers that pickers,
 * the country switcher and the organization form read are fetched again at once, shown or not,
 * so no screen opened afterwards starts from the stale list (in every tab of the admin).
 */
export function refreshStaticData(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  shareCacheEffects(queryClient, ...keys.map((key): CacheEffect => ({ kind: 'stale', key, refetch: 'all' })))
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' }))).then(() => undefined)
}

/**
 * A write's answer for one exact key (`data`, or what `update` makes of the cached answer): held
 * in this tab's cache, and handed to every other tab that holds the key.
 */
export function setCachedData<T>(queryClient: QueryClient, key: QueryKey, update: T | ((current: T | undefined) => T | undefined)) {
  const data = queryClient.setQueryData<T>(key, update)
  if (data !== undefined) shareCacheEffects(queryClient, { kind: 'set', key, data })
}

/** What is cached under `key` (or at it, when `exact`) is gone on the server: dropped in every tab. */
export function removeCached(queryClient: QueryClient, key: QueryKey, options: { exact: boolean }) {
  queryClient.removeQueries({ queryKey: key, exact: options.exact })
  shareCacheEffects(queryClient, { kind: 'remove', key, exact: options.exact })
}

/**
 * What is cached under `key` (or at it, when `exact`) may be out of date after a write: marked stale
 * and fetched again where shown, in every tab. Answers when this tab's fetch is done.
 */
export function refetchCached(queryClient: QueryClient, key: QueryKey, options: { exact: boolean }): Promise<void> {
  shareCacheEffects(queryClient, { kind: 'stale', key, exact: options.exact, refetch: 'active' })
  return queryClient.invalidateQueries({ queryKey: key, exact: options.exact })
}

/**
 * An answer this tab got outside its query's own fetch (the sign-in's profile, an entry list's first totals), held
 * in this tab's cache only: the other tabs hold their own session and their own lists. `keep: 'tab'` keeps it for as
 * long as the tab lives.
 */
export function holdOwnAnswer<T>(queryClient: QueryClient, key: QueryKey, data: T, options: { keep?: 'tab' } = {}) {
  if (options.keep === 'tab') queryClient.setQueryDefaults(key, { gcTime: Infinity, staleTime: Infinity })
  queryClient.setQueryData<T>(key, data)
}
