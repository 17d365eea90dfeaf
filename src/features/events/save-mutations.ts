import { useCreateEntry, useEditEntry } from '@/shared/api/entry-save'
import { createEvent, editEvent } from './api'
import { eventQueries, storeEvent } from './queries'
import type { EventPayload } from './schemas'

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
