import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { patchEntryInLists, removeEntryFromLists, setCachedData } from '@/shared/cache/query-cache'
import { entryRowCalls } from '@/shared/entries/list/entry-row-calls'
import { useCreateEntry } from '@/shared/save/entry-save'
import { createEvent, deleteEvent, editEvent, fetchEvent, fetchEvents, setEventActive } from './api'
import { eventQueries } from './queries'
import { eventListItemSchema, type Event, type EventListItem, type EventPayload } from './schemas'
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

/**
 * Ban / unban (is_active false / true) and full delete from the row menu: every cached list is
 * patched by _id, the detail replaced or dropped.
 */
export const eventRowCalls = entryRowCalls({
  setActive: (id, isActive) => setEventActive({ event_id: id, is_active: isActive }),
  remove: deleteEvent,
  patchInLists: (client, id, patch) => patchEntryInLists<EventListItem>(client, eventQueries.lists(), id, patch),
  removeFromLists: (client, id) => removeEntryFromLists(client, eventQueries.lists(), id),
  detailKey: (id) => eventQueries.detail(id).queryKey,
})
