import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { patchEntryInLists, setCachedData } from '@/shared/cache/query-cache'
import type { UploadCallOptions } from '@/shared/photos/upload'
import { useCreateEntry, type ListedEntry } from '@/shared/save/entry-save'
import type { EntryApi } from './entry-api'
import type { EntryRowResource } from './list/entry-row-actions'

/** What the writes of one kind of entry take: its calls, its query keys and what a card keeps of an entry. */
export type EntryWrites<E extends { _id: string }, P> = EntryRowResource & {
  api: EntryApi<ListedEntry, E> & { create: (payload: P, photos: readonly File[], options: UploadCallOptions) => Promise<E> }
  queries: { lists: () => QueryKey; detail: (id: string) => { queryKey: QueryKey } }
  listItemSchema: { parse: (entry: E) => object }
}

/**
 * An entry as a save answers it (an edit, photos added or removed): the detail is replaced and every
 * cached list patched by _id with what a card keeps (the cover, not every photo).
 */
export function storeEntry<E extends { _id: string }, P>(client: QueryClient, { queries, listItemSchema }: EntryWrites<E, P>, entry: E) {
  setCachedData(client, queries.detail(entry._id).queryKey, entry)
  patchEntryInLists(client, queries.lists(), entry._id, listItemSchema.parse(entry))
}

/**
 * Create (multipart with the photos); the lists are refetched so that it appears where it belongs. An
 * uncertain answer is looked up by owner, name and the rest of the payload before the retry is offered (useCreateEntry).
 */
export function useCreateEntryOf<E extends { _id: string; name: string }, P extends { owner_id: string; name: string }>({
  api,
  queries,
}: EntryWrites<E, P>) {
  return useCreateEntry({
    create: (payload: P, photos, options) => api.create(payload, photos, options),
    search: async (q, perPage) => (await api.list({ q, page: 1, per_page: perPage, status: 'all', deep_search: false }, false)).items,
    load: (id) => api.detail(id),
    ownerOf: (payload) => payload.owner_id,
    detailKey: (id) => queries.detail(id).queryKey,
    listsKey: queries.lists(),
  })
}
