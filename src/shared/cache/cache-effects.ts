import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { patchListAnswers, removeFromListAnswers } from './list-answers'

/*
 * What a write did to the cache, said as data, so that another tab of the console can do the same
 * to its own cache (shared/cache/cache-channel.ts). An effect names what changed on the server
 * ("entry X of every list under this prefix now has these fields"), never which cache entries the
 * writing tab happened to hold: each tab applies it to the lists it holds, of any page or filter.
 */

export type CacheEffect =
  /** The item with `_id === id` in every list answer under `prefix` now has these fields. */
  | { kind: 'patch'; prefix: QueryKey; listField: string; id: string; patch: object }
  /** The item with `_id === id` left every list answer under `prefix` (and its total). */
  | { kind: 'drop'; prefix: QueryKey; listField: string; id: string }
  /** This exact key now holds `data`: applied where the key is cached; a tab without it fetches it when it needs it. */
  | { kind: 'set'; key: QueryKey; data: unknown }
  /** The answers under `key` (or at it, when `exact`) are gone: dropped from the cache. */
  | { kind: 'remove'; key: QueryKey; exact: boolean }
  /**
   * The answers under `key` (or at it, when `exact`) may be out of date: marked stale, and fetched again as `refetch` says
   * (`none`: when next shown; `active`: at once where shown; `all`: at once, shown or not).
   */
  | { kind: 'stale'; key: QueryKey; exact?: boolean; refetch: 'none' | 'active' | 'all' }

/** Does to this tab's cache what another tab's write did to its own. */
export function applyCacheEffect(queryClient: QueryClient, effect: CacheEffect): void {
  switch (effect.kind) {
    case 'patch':
      patchListAnswers(queryClient, effect.prefix, effect.listField, effect.id, effect.patch)
      return
    case 'drop':
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
      void queryClient.invalidateQueries({ queryKey: effect.key, exact: Boolean(effect.exact), refetchType: effect.refetch })
      return
  }
}
