import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { session } from '@/shared/auth/session'

/*
 * Every tab sees every write: what a write did to this tab's cache (query-cache.ts) is said as data — an effect — and
 * posted on a BroadcastChannel, and every other tab of the console in this browser does the same to its own cache. An
 * effect names what changed on the server ("entry X of every list under this prefix now has these fields"), never
 * which cache entries the writing tab happened to hold: each tab applies it to the lists it holds, of any page or
 * filter. The channel is the browser's own (no package, no storage round-trip, no echo to the sender); TanStack
 * Query's broadcast plugin was not taken because it copies raw cache entries, so a tab that never held the writer's
 * key (a list in tab A, the edit form in tab B) saw nothing. A message is applied only in tabs where the same admin is
 * signed in.
 */

export const CACHE_CHANNEL_NAME = 'console.cache-effects'

/** What a write did to the cache, said as data. */
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

type Listed = { _id: string }
export type ListAnswer = Record<string, unknown> & { total?: number }

/** A cached answer that holds a list of records in `listField`. */
export function isListAnswer(data: unknown, listField: string): data is ListAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[listField])
}

/** Merges `patch` into the item with `_id === id` in every cached list answer under `prefix`; the other answers keep their identity. */
export function patchListAnswers(queryClient: QueryClient, prefix: QueryKey, listField: string, id: string, patch: object) {
  queryClient.setQueriesData<unknown>({ queryKey: prefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    const index = items.findIndex((item) => item._id === id)
    if (index === -1) return data
    const copy = items.slice()
    copy[index] = { ...items[index]!, ...patch }
    return { ...data, [listField]: copy }
  })
}

/** Takes the item with `_id === id` out of every cached list answer under `prefix`, and counts it out of `total`. */
export function removeFromListAnswers(queryClient: QueryClient, prefix: QueryKey, listField: string, id: string) {
  queryClient.setQueriesData<unknown>({ queryKey: prefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    if (!items.some((item) => item._id === id)) return data
    const next: ListAnswer = { ...data, [listField]: items.filter((item) => item._id !== id) }
    if (typeof data.total === 'number') next.total = Math.max(0, data.total - 1)
    return next
  })
}

/** Does to this tab's cache what another tab's write did to its own. */
function applyCacheEffect(queryClient: QueryClient, effect: CacheEffect): void {
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

/** Where each connected cache posts its tab's effects; a cache not connected (a unit test's) tells nobody. */
const outboxes = new WeakMap<QueryClient, (effects: CacheEffect[]) => void>()

/** Tells the other tabs what a write of this tab did to the cache (this tab has already done it). */
export function shareCacheEffects(queryClient: QueryClient, ...effects: CacheEffect[]): void {
  outboxes.get(queryClient)?.(effects)
}

/** What the module needs of a BroadcastChannel (a test hands in one of its own). */
export type CacheMessage = { adminId: string; effects: CacheEffect[] }
export type CachePort = {
  postMessage: (message: CacheMessage) => void
  close: () => void
  onmessage: ((event: MessageEvent<CacheMessage>) => void) | null
}

const signedInAdmin = () => session.get().profile?._id ?? null

function openPort(): CachePort | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CACHE_CHANNEL_NAME)
}

/**
 * Joins this tab's cache to the channel: the writes of this tab (query-cache.ts) are posted, and what other tabs of
 * the same admin post is applied here. Answers the disconnect.
 */
export function connectCacheChannel(
  queryClient: QueryClient,
  options: { port?: CachePort; currentAdmin?: () => string | null } = {},
): () => void {
  const port = options.port ?? openPort()
  if (!port) return () => undefined
  const currentAdmin = options.currentAdmin ?? signedInAdmin
  port.onmessage = (event) => {
    const message = event.data
    const adminId = currentAdmin()
    if (!adminId || message?.adminId !== adminId || !Array.isArray(message.effects)) return
    for (const effect of message.effects) applyCacheEffect(queryClient, effect)
  }
  outboxes.set(queryClient, (effects) => {
    const adminId = currentAdmin()
    if (!adminId || effects.length === 0) return
    try {
      port.postMessage({ adminId, effects })
    } catch (error) {
      // An answer that cannot be cloned is not shared: the other tabs fetch it when it is next shown.
      console.error(error)
    }
  })
  return () => {
    outboxes.delete(queryClient)
    port.onmessage = null
    port.close()
  }
}
