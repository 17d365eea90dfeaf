import type { QueryClient } from '@tanstack/react-query'
import { entryRowCalls } from '../../shared/ui/entry-list/entry-row-calls'
import { deleteEvent, setEventActive } from './api'
import { eventListItemSchema } from './list-schemas'
import { eventQueries, patchEventInLists, removeEventFromLists } from './queries'
import type { Event } from './schemas'

/**
 * Ban / unban (is_active false / true) and full delete from the row menu: every cached list is
 * patched by _id, the detail replaced or dropped.
 */
export const eventRowCalls = entryRowCalls({
  setActive: (id, isActive) => setEventActive({ event_id: id, is_active: isActive }),
  remove: deleteEvent,
  patchInLists: patchEventInLists,
  removeFromLists: removeEventFromLists,
  detailKey: (id) => eventQueries.detail(id).queryKey,
})

/**
 * An updated event (photos added or removed, an edit): the detail is replaced and every cached
 * list patched by _id, with only what a list item keeps (the cover, not every photo and field).
 */
export function storeEvent(queryClient: QueryClient, event: Event) {
  queryClient.setQueryData(eventQueries.detail(event._id).queryKey, event)
  patchEventInLists(queryClient, event._id, eventListItemSchema.parse(event))
}
