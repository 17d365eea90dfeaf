import type { QueryClient } from '@tanstack/react-query'
import { useCreateEntry, useEditEntry } from '../../shared/api/entry-save'
import { createEvent, editEvent } from './api'
import { eventListItemSchema } from './list-schemas'
import { eventQueries, patchEventInLists } from './queries'
import type { Event, EventPayload } from './schemas'

/** An updated event: the detail is replaced and every cached list patched by _id with what a card keeps. */
export function storeEvent(queryClient: QueryClient, event: Event) {
  queryClient.setQueryData(eventQueries.detail(event._id).queryKey, event)
  patchEventInLists(queryClient, event._id, eventListItemSchema.parse(event))
}

/** Create (multipart with the photos); the lists are refetched so that it appears where it belongs. */
export function useCreateEvent() {
  return useCreateEntry({
    create: (payload: EventPayload, photos, options) => createEvent(payload, photos, options),
    detailKey: (id) => eventQueries.detail(id).queryKey,
    listsKey: eventQueries.lists(),
  })
}

/** Edit (PATCH): the detail and every cached list take the answer. */
export function useEditEvent(id: string) {
  return useEditEntry({ edit: (payload: EventPayload) => editEvent(id, payload), store: storeEvent })
}
