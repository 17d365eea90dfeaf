import type { QueryClient } from '@tanstack/react-query'
import type { CacheEffect } from './cache-effects'

/*
 * Where query-cache.ts hands what a write of this tab did to the cache, for the other tabs. The
 * channel (cache-channel.ts, loaded apart from the screens' code) plugs itself in here; until it
 * does, and in tests without it, nothing is told.
 */

const outboxes = new WeakMap<QueryClient, (effects: CacheEffect[]) => void>()

export function setCacheOutbox(queryClient: QueryClient, post: ((effects: CacheEffect[]) => void) | null) {
  if (post) outboxes.set(queryClient, post)
  else outboxes.delete(queryClient)
}

/** Tells the other tabs what a write of this tab did to the cache (this tab has already done it). */
export function shareCacheEffects(queryClient: QueryClient, ...effects: CacheEffect[]): void {
  outboxes.get(queryClient)?.(effects)
}
