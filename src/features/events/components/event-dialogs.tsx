import { useEventRowAction } from '@/features/events/mutations'
import type { EventListItem } from '@/features/events/schemas'
import { EntryConfirmDialog } from '@/shared/entries/list/entry-confirm-dialog'
import type { EntryDialogsProps } from '@/shared/entries/list/entry-list-definition'
import type { EntryAction } from '@/shared/entries/list/row-menu-items'
import { eventsText } from '@/shared/i18n/events'

/**
 * The modal of the row action in progress: the shared ban / unban / full delete confirmation
 * (spec section 4), its toast on success and its failure inside the modal.
 */
export function EventDialogs({ dialog, opened, onClose }: EntryDialogsProps<EventListItem, EntryAction>) {
  const { action, item } = dialog
  const rowAction = useEventRowAction()
  return <EntryConfirmDialog action={action} entry={item} texts={eventsText} rowAction={rowAction} opened={opened} onClose={onClose} />
}
