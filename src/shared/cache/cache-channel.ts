import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { session } from '@/shared/auth/session'
import { openTabChannel, type TabPort } from './tab-channel'

/*
 * Every tab sees every write: what a write did to this tab's cache (query-cache.ts) is said as data — an effect — and
 * posted on a BroadcastChannel, and every other tab of the console in this browser does the same to its own cache. An
 * effect names what changed on the server ("entry X of every list under this prefix now has these fields"), never
 * which cache entries the writing tab happened to hold: each tab applies it to the lists it holds, of any page or
 * filter. The channel is the browser's own (no package, no storage round-trip, no echo to the sender); TanStack
 * Query's broadcast plugin was not taken because it copies raw cache entries, so a tab that never held the writer's
 * key (a list in tab A, the edit form in tab B) saw nothing. A message is applied only in tabs where the same admin is
 * signed in, only as this build's channel parses it (tab-channel.ts), and a record it carries only when the record's
 * own schema accepts it (`checkRecordsUnder`); a value nothing can check only marks its answers stale.
 */

export const CACHE_CHANNEL = 'cache-effects'

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

/** A key as a message carries it: never empty (an empty key would reach every answer of the cache). */
const keySchema = z.array(z.unknown()).check(z.minLength(1))
const effectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('patch'),
    prefix: keySchema,
    listField: z.string(),
    id: z.string(),
    patch: z.record(z.string(), z.unknown()),
  }),
  z.object({ kind: z.literal('drop'), prefix: keySchema, listField: z.string(), id: z.string() }),
  z.object({ kind: z.literal('set'), key: keySchema, data: z.unknown() }),
  z.object({ kind: z.literal('remove'), key: keySchema, exact: z.boolean() }),
  z.object({ kind: z.literal('stale'), key: keySchema, exact: z.optional(z.boolean()), refetch: z.enum(['none', 'active', 'all']) }),
])
const cacheMessageSchema = z.object({ adminId: z.string(), effects: z.array(effectSchema) })
export type CacheMessage = { adminId: string; effects: CacheEffect[] }

/**
 * How the records another tab sends under `key` are checked, each with its record's own schema: `listItem` an item of
 * a list answer under the key (with the patch applied), `answer` a whole answer at a key under it.
 */
export type RecordCheck = { key: QueryKey; listItem?: (item: unknown) => boolean; answer?: (data: unknown) => boolean }
const recordChecks: RecordCheck[] = []

/** Registers how records under a key are checked; a record of a key nobody checks is never taken from another tab. */
export function checkRecordsUnder(check: RecordCheck): void {
  recordChecks.push(check)
}

function checkOf(key: QueryKey, kind: 'listItem' | 'answer'): ((value: unknown) => boolean) | null {
  return recordChecks.find((check) => check[kind] && partialMatchKey(key, check.key))?.[kind] ?? null
}

type Listed = { _id: string }
export type ListAnswer = Record<string, unknown> & { total?: number }

/** A cached answer that holds a list of records in `listField`. */
export function isListAnswer(data: unknown, listField: string): data is ListAnswer {
  return typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[listField])
}

/**
 * Merges `patch` into the item with `_id === id` in every cached list answer under `prefix`; the other answers keep their
 * identity. An item `accept` refuses as patched stays as it was; answers whether every patched item was accepted.
 */
export function patchListAnswers(
  queryClient: QueryClient,
  prefix: QueryKey,
  listField: string,
  id: string,
  patch: object,
  accept: (item: unknown) => boolean = () => true,
): boolean {
  let accepted = true
  queryClient.setQueriesData<unknown>({ queryKey: prefix }, (data: unknown) => {
    if (!isListAnswer(data, listField)) return data
    const items = data[listField] as Listed[]
    const index = items.findIndex((item) => item._id === id)
    if (index === -1) return data
    const patched = { ...items[index]!, ...patch, _id: id }
    if (!accept(patched)) {
      accepted = false
      return data
    }
    const copy = items.slice()
    copy[index] = patched
    return { ...data, [listField]: copy }
  })
  return accepted
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

/** What cannot be taken from another tab as it came: the answers are fetched again where shown. */
const refetchShown = (queryClient: QueryClient, key: QueryKey, exact: boolean) =>
  void queryClient.invalidateQueries({ queryKey: key, exact, refetchType: 'active' })

/** Does to this tab's cache what another tab's write did to its own, taking only records their schemas accept. */
function applyCacheEffect(queryClient: QueryClient, effect: CacheEffect): void {
  switch (effect.kind) {
    case 'patch': {
      const check = checkOf(effect.prefix, 'listItem')
      if (!check || !patchListAnswers(queryClient, effect.prefix, effect.listField, effect.id, effect.patch, check))
        refetchShown(queryClient, effect.prefix, false)
      return
    }
    case 'drop':
      removeFromListAnswers(queryClient, effect.prefix, effect.listField, effect.id)
      return
    case 'set': {
      if (queryClient.getQueryState(effect.key)?.data === undefined) return
      const check = checkOf(effect.key, 'answer')
      if (check?.(effect.data)) queryClient.setQueryData(effect.key, effect.data)
      else refetchShown(queryClient, effect.key, true)
      return
    }
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

const signedInAdmin = () => session.get().profile?._id ?? null

/**
 * Joins this tab's cache to this build's channel: the writes of this tab (query-cache.ts) are posted, and what other
 * tabs of the same admin post is applied here as far as it parses. Answers the disconnect.
 */
export function connectCacheChannel(
  queryClient: QueryClient,
  options: { port?: TabPort; currentAdmin?: () => string | null } = {},
): () => void {
  const currentAdmin = options.currentAdmin ?? signedInAdmin
  const channel = openTabChannel<typeof cacheMessageSchema, CacheMessage>(
    CACHE_CHANNEL,
    cacheMessageSchema,
    (message) => {
      const adminId = currentAdmin()
      if (!adminId || message.adminId !== adminId) return
      for (const effect of message.effects) applyCacheEffect(queryClient, effect)
    },
    ...(options.port ? [options.port] : []),
  )
  if (!channel) return () => undefined
  outboxes.set(queryClient, (effects) => {
    const adminId = currentAdmin()
    // An answer that cannot be cloned is not shared: the other tabs fetch it when it is next shown.
    if (adminId && effects.length > 0) channel.post({ adminId, effects })
  })
  return () => {
    outboxes.delete(queryClient)
    channel.close()
  }
}
