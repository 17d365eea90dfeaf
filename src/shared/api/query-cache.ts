import type { QueryClient, QueryKey } from '@tanstack/react-query'

/*
 * How loaders and mutations use React Query's cache beyond a query's own options: a loader's
 * warming of the queries its page reads, and a mutation's patch of the cached lists by `_id`.
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
type ListAnswer = Record<string, unknown> & { total?: number }

function isListAnswer(data: unknown, listField: string): data is ListAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[listField])
}

/**
 * Updates the item with `_id === id` in place in every cached list answer under `keyPrefix`
 * (spec section 4: "Items update in place by _id"). `patch` is merged, or maps the item.
 */
export function patchInLists<T extends Listed>(
  queryClient: QueryClient,
  keyPrefix: QueryKey,
  listField: string,
  id: string,
  patch: Partial<T> | ((item: T) => T),
) {
  queryClient.setQueriesData<unknown>({ queryKey: keyPrefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as T[]
    const index = items.findIndex((item) => item._id === id)
    if (index === -1) return data
    const current = items[index]!
    const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch }
    const copy = items.slice()
    copy[index] = next
    return { ...data, [listField]: copy }
  })
}

/** Removes the item with `_id === id` from every cached list answer under `keyPrefix`, and counts it out of `total`. */
export function removeFromLists(queryClient: QueryClient, keyPrefix: QueryKey, listField: string, id: string) {
  queryClient.setQueriesData<unknown>({ queryKey: keyPrefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    if (!items.some((item) => item._id === id)) return data
    const next: ListAnswer = { ...data, [listField]: items.filter((item) => item._id !== id) }
    if (typeof data.total === 'number') next.total = Math.max(0, data.total - 1)
    return next
  })
}

/**
 * Puts a new `item` at the front of the cached list answers under `keyPrefix` that `showsNew(queryKey)`
 * says begin the list (spec section 4: admins and countries are added at the front), keeping at
 * most `limit` items (the page size) and counting it into `total`. Every other list under the
 * prefix is marked stale: its page boundaries moved, so it is fetched again when next shown.
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
}

/** The field of an entry list's cached page that holds the entries (shared/api/entry-list.ts). */
const ENTRY_LIST_FIELD = 'items'

/**
 * An entry (an organization or an event) changed: patched in place by _id in every cached list of
 * its feature (`listsKey`), which are marked stale, so that a filter it now falls in or out of
 * reloads when it is shown again.
 */
export function patchEntryInLists<T extends Listed>(queryClient: QueryClient, listsKey: QueryKey, id: string, patch: Partial<T>) {
  patchInLists<T>(queryClient, listsKey, ENTRY_LIST_FIELD, id, patch)
  void queryClient.invalidateQueries({ queryKey: listsKey, refetchType: 'none' })
}

/** An entry deleted: out of every cached list of its feature, counted out of each total; the lists are marked stale. */
export function removeEntryFromLists(queryClient: QueryClient, listsKey: QueryKey, id: string) {
  removeFromLists(queryClient, listsKey, ENTRY_LIST_FIELD, id)
  void queryClient.invalidateQueries({ queryKey: listsKey, refetchType: 'none' })
}

/**
 * After a catalogue change (categories, countries, cities…): the static-data answers that pickers,
 * the country switcher and the organization form read are fetched again at once, shown or not,
 * so no screen opened afterwards starts from the stale list.
 */
export function refreshStaticData(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' }))).then(() => undefined)
}
