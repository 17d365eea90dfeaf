import type { UseMutationResult } from '@tanstack/react-query'
import { errorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { notify } from '@/shared/ui/notify'
import type { EntryRowActionInput } from './entry-row-actions'
import type { EntryAction } from './row-menu-items'

/** The texts of a feature's ban, unban and delete confirmations and their toasts. */
export type EntryConfirmTexts = {
  banTitle: string
  banMessage: (name: string) => string
  unbanTitle: string
  unbanMessage: (name: string) => string
  deleteTitle: string
  deleteMessage: (name: string) => string
  banned_ok: string
  unbanned_ok: string
  deleted_ok: string
  menu: { ban: string; unban: string }
}

type EntryConfirmDialogProps = {
  action: EntryAction
  entry: { _id: string; name: string }
  texts: EntryConfirmTexts
  /** The feature's row action (its mutations.ts), which updates the caches by _id on success (spec section 4). */
  rowAction: UseMutationResult<unknown, Error, EntryRowActionInput>
  /** `opened` turns false when the modal closes; the list keeps it mounted (DialogSlot), so that it animates closed. */
  opened: boolean
  onClose: () => void
}

/**
 * Ban, unban or full delete of an organization or an event (spec section 4): confirmed in a
 * modal that closes in 200 ms (spec section 9); on success a short toast and the lists patched by
 * _id; a failure shows inside the modal, which stays, and changes nothing.
 */
export function EntryConfirmDialog({ action, entry, texts, rowAction, opened, onClose }: EntryConfirmDialogProps) {
  const view = {
    ban: { title: texts.banTitle, message: texts.banMessage(entry.name), confirm: texts.menu.ban, danger: true, done: texts.banned_ok },
    unban: {
      title: texts.unbanTitle,
      message: texts.unbanMessage(entry.name),
      confirm: texts.menu.unban,
      danger: false,
      done: texts.unbanned_ok,
    },
    delete: {
      title: texts.deleteTitle,
      message: texts.deleteMessage(entry.name),
      confirm: ru.common.delete,
      danger: true,
      done: texts.deleted_ok,
    },
  }[action]
  return (
    <ConfirmDialog
      opened={opened}
      transitionDuration={LIMITS.modalCloseMs}
      title={view.title}
      message={view.message}
      confirmLabel={view.confirm}
      danger={view.danger}
      pending={rowAction.isPending}
      error={rowAction.isError ? errorText(rowAction.error) : null}
      onConfirm={() =>
        rowAction.mutate(
          { action, id: entry._id },
          {
            onSuccess: () => {
              notify({ tone: 'good', message: view.done })
              onClose()
            },
          },
        )
      }
      onClose={onClose}
    />
  )
}
