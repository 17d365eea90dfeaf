import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { patchEntryInLists, setCachedData } from '@/shared/cache/query-cache'
import { runEntryRowAction, useEntryRowAction, type EntryRowActionInput } from '@/shared/entries/list/entry-row-actions'
import { useCreateEntry } from '@/shared/save/entry-save'
import { createEvent, editEvent, eventApi, fetchEvent, fetchEvents } from './api'
import { eventQueries } from './queries'
import { eventListItemSchema, type Event, type EventPayload } from './schemas'
/**
 * An event as a save answers it (an edit, photos added or removed): the detail is replaced and
 * every cached list patched by _id with what a card keeps (the cover, not every photo).
 */
export function storeEvent(queryClient: QueryClient, event: Event) {
  setCachedData(queryClient, eventQueries.detail(event._id).queryKey, event)
  patchEntryInLists(queryClient, eventQueries.lists(), event._id, eventListItemSchema.parse(event))
}

/** Edit (PATCH, the whole payload of spec section 3): the detail and every cached list take the answer. */
export function useEditEvent(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: EventPayload) => editEvent(id, payload),
    onSuccess: (event) => storeEvent(queryClient, event),
  })
}

/**
 * Create (multipart with the photos); the lists are refetched so that it appears where it belongs. An
 * uncertain answer is looked up by owner and name before the retry is offered (useCreateEntry).
 */
export function useCreateEvent() {
  return useCreateEntry({
    create: (payload: EventPayload, photos, options) => createEvent(payload, photos, options),
    search: async (q, perPage) => (await fetchEvents({ q, page: 1, per_page: perPage, status: 'all', deep_search: false }, false)).items,
    load: fetchEvent,
    ownerAndName: (payload) => ({ ownerId: payload.owner_id, name: payload.name }),
    detailKey: (id) => eventQueries.detail(id).queryKey,
    listsKey: eventQueries.lists(),
  })
}

/** What a row action on an event calls and which caches it updates. */
const eventRows = { api: eventApi, queries: eventQueries }

/** Ban, unban or full delete of one event, then its caches: the call behind the bulk action (runEntryRowAction). */
export const runEventRowAction = (client: QueryClient, input: EntryRowActionInput) => runEntryRowAction(client, eventRows, input)

/** The row menu's ban, unban or full delete of one event, as its confirmation runs it. */
export function useEventRowAction() {
  return useEntryRowAction(eventRows)
}
