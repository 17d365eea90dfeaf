import { eventRowCalls } from '@/features/events/mutations'
import type { EventListItem } from '@/features/events/schemas'
import { can } from '@/shared/auth/permissions'
import { BulkLayer, type BulkLayerProps } from '@/shared/bulk/bulk-layer'
import type { BulkSpec } from '@/shared/bulk/bulk-spec'

/** Ban, unban and full delete of many events: by can(), through the row menu's own calls. */
const eventBulkSpec: BulkSpec<EventListItem> = {
  kind: 'events',
  name: (event) => event.name,
  allowed: (action, _event, profile) => can(profile, action === 'delete' ? 'events:delete' : 'events:ban'),
  run: (client, action, event) =>
    action === 'delete' ? eventRowCalls.remove(client, event._id) : eventRowCalls.setActive(client, event._id, action === 'unban'),
}

/** The events list's bulk layer: the bar and dialogs of ban, unban and delete of the selected events. */
export function EventBulk(props: BulkLayerProps<EventListItem>) {
  return <BulkLayer spec={eventBulkSpec} {...props} />
}
