import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { patchEntryInLists, removeCached, removeEntryFromLists, setCachedData } from '@/shared/cache/query-cache'
import type { EntryAction } from './row-menu-items'

/** What a row action needs of its kind: the two calls and where the kind's lists and details are cached. */
export type EntryRowResource = {
  api: { setActive: (id: string, isActive: boolean) => Promise<unknown>; remove: (id: string) => Promise<void> }
  queries: { lists: () => QueryKey; detail: (id: string) => { queryKey: QueryKey } }
}

/** A row action on one entry: ban, unban or full delete. */
export type EntryRowActionInput = { action: EntryAction; id: string }

/**
 * Ban, unban or full delete of one organization or event (spec section 4), the call behind the
 * row's confirmation and the bulk action: on success every cached list is patched by _id (or loses
 * the entry) and the cached detail is replaced (or dropped); a failure changes nothing.
 */
export async function runEntryRowAction(client: QueryClient, { api, queries }: EntryRowResource, { action, id }: EntryRowActionInput) {
  const detailKey = queries.detail(id).queryKey
  if (action === 'delete') {
    await api.remove(id)
    removeEntryFromLists(client, queries.lists(), id)
    removeCached(client, detailKey, { exact: true })
    return
  }
  const isActive = action === 'unban'
  const entry = await api.setActive(id, isActive)
  patchEntryInLists<{ _id: string; is_active: boolean }>(client, queries.lists(), id, { is_active: isActive })
  setCachedData(client, detailKey, entry)
}

/** The row action as a mutation (its pending state and error show in the confirmation). */
export function useEntryRowAction(resource: EntryRowResource) {
  const client = useQueryClient()
  return useMutation({ mutationFn: (input: EntryRowActionInput) => runEntryRowAction(client, resource, input) })
}
