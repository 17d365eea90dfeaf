import { entryRowCalls } from '@/shared/ui/entry-list/entry-row-calls'
import { deleteEvent, setEventActive } from './api'
import { eventQueries, patchEventInLists, removeEventFromLists } from './queries'

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
