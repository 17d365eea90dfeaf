import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { removeCached, setCachedData } from '@/shared/cache/query-cache'
import type { EntryConfirmCalls } from './entry-confirm-dialog'

/** A feature's ban / unban and delete calls, its list patch and removal (shared/cache/query-cache.ts) and its detail key. */
type EntryRowCallsInput<T> = {
  /** PUT block: is_active false bans, true unbans; answers the updated entry. */
  setActive: (id: string, isActive: boolean) => Promise<T>
  /** DELETE: the full, permanent delete. */
  remove: (id: string) => Promise<unknown>
  /** Patches the entry by _id in every cached list. */
  patchInLists: (client: QueryClient, id: string, patch: { is_active: boolean }) => void
  /** Takes the entry out of every cached list by _id. */
  removeFromLists: (client: QueryClient, id: string) => void
  detailKey: (id: string) => QueryKey
}

/**
 * The calls behind the ban / unban / delete confirmations of an organization or an event (spec
 * section 4): on success every cached list is patched by _id (or loses the entry) and the cached
 * detail is replaced (or dropped); a failure changes nothing.
 */
export function entryRowCalls<T>({
  setActive,
  remove,
  patchInLists,
  removeFromLists,
  detailKey,
}: EntryRowCallsInput<T>): EntryConfirmCalls {
  return {
    setActive: async (client, id, isActive) => {
      const entry = await setActive(id, isActive)
      patchInLists(client, id, { is_active: isActive })
      setCachedData(client, detailKey(id), entry)
    },
    remove: async (client, id) => {
      await remove(id)
      removeFromLists(client, id)
      removeCached(client, detailKey(id), { exact: true })
    },
  }
}
