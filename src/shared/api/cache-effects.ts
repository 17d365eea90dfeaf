import type { QueryClient, QueryKey } from '@tanstack/react-query'

/*
 * What a write did to the cache, said as data, so that another tab of the console can do the same
 * to its own cache (shared/api/cache-channel.ts). An effect names what changed on the server
 * ("entry X of every list under this prefix now has these fields"), never which cache entries the
 * writing tab happened to hold: each tab applies it to the lists it holds, of any page or filter.
 */

type Listed = { _id: string }
export type ListAnswer = Record<string, unknown> & { total?: number }

export type CacheEffect =
  /** The item with `_id === id` in every list answer under `prefix` now has these fields. */
  | { kind: 'patch-in-lists'; prefix: QueryKey; listField: string; id: string; patch: Record<string, unknown> }
  /** The item with `_id === id` left every list answer under `prefix` (and its total). */
  | { kind: 'remove-from-lists'; prefix: QueryKey; listField: string; id: string }
  /** This exact key now holds `data`: applied where the key is cached; a tab without it fetches it when it needs it. */
  | { kind: 'set'; key: QueryKey; data: unknown }
  /** The answers under `key` (or at it, when `exact`) are gone: dropped from the cache. */
  | { kind: 'remove'; key: QueryKey; exact: boolean }
  /**
   * The answers under `key` may be out of date: marked stale, and fetched again as `refetch` says
   * (`none`: when next shown; `active`: at once where shown; `all`: at once, shown or not).
   */
  | { kind: 'stale'; key: QueryKey; exact: boolean; refetch: 'none' | 'active' | 'all' }

/** A cached answer that holds a list of records in `listField`. */
export function isListAnswer(data: unknown, listField: string): data is ListAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[listField])
}

/** Maps the item with `_id === id` in every cached list answer under `prefix`; the other answers keep their identity. */
function mapInLists<T extends Listed>(queryClient: QueryClient, prefix: QueryKey, listField: string, id: string, map: (item: T) => T) {
  queryClient.setQueriesData<unknown>({ queryKey: prefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as T[]
    const index = items.findIndex((item) => item._id === id)
    if (index === -1) return data
    const copy = items.slice()
    copy[index] = map(items[index]!)
    return { ...data, [listField]: copy }
  })
}

function removeFromListAnswers(queryClient: QueryClient, prefix: QueryKey, listField: string, id: string) {
  queryClient.setQueriesData<unknown>({ queryKey: prefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    if (!items.some((item) => item._id === id)) return data
    const next: ListAnswer = { ...data, [listField]: items.filter((item) => item._id !== id) }
    if (typeof data.total === 'number') next.total = Math.max(0, data.total - 1)
    return next
  })
}

/** Does to this tab's cache what `effect` says. */
export function applyCacheEffect(queryClient: QueryClient, effect: CacheEffect): void {
  switch (effect.kind) {
    case 'patch-in-lists':
      mapInLists(queryClient, effect.prefix, effect.listField, effect.id, (item) => ({ ...item, ...effect.patch }))
      return
    case 'remove-from-lists':
      removeFromListAnswers(queryClient, effect.prefix, effect.listField, effect.id)
      return
    case 'set':
      if (effect.data !== undefined && queryClient.getQueryState(effect.key)?.data !== undefined)
        queryClient.setQueryData(effect.key, effect.data)
      return
    case 'remove':
      queryClient.removeQueries({ queryKey: effect.key, exact: effect.exact })
      return
    case 'stale':
      void queryClient.invalidateQueries({ queryKey: effect.key, exact: effect.exact, refetchType: effect.refetch })
      return
  }
}
