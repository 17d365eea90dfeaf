import { errorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { ConfirmModal } from './confirm-modal'
import { DialogSlot } from './dialog-slot'

export type DeleteConfirmProps<T> = {
  /** What the admin is asked about; null closes the modal (it keeps the last one's text while it closes). */
  target: T | null
  title: string
  message: (target: T) => string
  /** The delete call's state: the button spins while it runs, a failure shows inside and the modal stays. */
  call: { isPending: boolean; error: Error | null }
  /** The text of a failure (the server's message by default). */
  failureText?: (error: Error) => string
  confirmLabel?: string
  onConfirm: (target: T) => void
  onClose: () => void
}

/** The confirmation before a delete: the shared ConfirmModal, open while there is a target (mounted as DialogSlot says). */
export function DeleteConfirm<T>({
  target,
  title,
  message,
  call,
  failureText = errorText,
  confirmLabel = ru.common.delete,
  onConfirm,
  onClose,
}: DeleteConfirmProps<T>) {
  return (
    <DialogSlot open={target}>
      {(asked, opened) => (
        <ConfirmModal
          opened={opened}
          title={title}
          message={message(asked)}
          confirmLabel={confirmLabel}
          danger
          loading={call.isPending}
          error={call.error ? failureText(call.error) : null}
          onConfirm={() => onConfirm(asked)}
          onClose={onClose}
        />
      )}
    </DialogSlot>
  )
}
