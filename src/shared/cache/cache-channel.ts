import type { QueryClient } from '@tanstack/react-query'
import { session } from '@/shared/auth/session'
import { applyCacheEffect, type CacheEffect } from './cache-effects'
import { setCacheOutbox } from './cache-outbox'

/*
 * Every tab sees every write: what a write did to this tab's cache (shared/cache/cache-effects.ts)
 * is posted on a BroadcastChannel, and every other tab of the console in this browser does the
 * same to its own cache. The channel is the browser's own (no package, no storage round-trip, no
 * echo to the sender); TanStack Query's broadcast plugin was not taken because it copies raw cache
 * entries, so a tab that never held the writer's key (a list in tab A, the edit form in tab B) saw
 * nothing. A message is applied only in tabs where the same admin is signed in.
 */

export const CACHE_CHANNEL_NAME = 'console.cache-effects'

export type CacheMessage = { adminId: string; effects: CacheEffect[] }

/** What the module needs of a BroadcastChannel (a test hands in one of its own). */
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
 * Joins this tab's cache to the channel: the writes of this tab (query-cache.ts, through
 * cache-outbox.ts) are posted, and what other tabs of the same admin post is applied here.
 * Answers the disconnect.
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
  setCacheOutbox(queryClient, (effects) => {
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
    setCacheOutbox(queryClient, null)
    port.onmessage = null
    port.close()
  }
}
