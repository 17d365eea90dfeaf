import { errorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import type { ConfirmModalProps } from './confirm-modal-dialog'
import { lazyModal } from './lazy-modal'

/** A confirmation modal loaded when it first opens (see lazyModal). Same props as the dialog. */
export const ConfirmModal = lazyModal<ConfirmModalProps>(() => import('./confirm-modal-dialog'))

export type DeleteConfirmProps<T> = {
  /** What the admin is asked about; null keeps the modal closed. */
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

/** The confirmation before a delete (spec section 9: it closes in 400 ms), loaded when it first opens. */
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
    <ConfirmModal
      opened={target !== null}
      title={title}
      message={target === null ? undefined : message(target)}
      confirmLabel={confirmLabel}
      confirmColor="red"
      loading={call.isPending}
      error={call.error ? failureText(call.error) : null}
      transitionDuration={LIMITS.modalCloseOtherMs}
      onConfirm={() => target !== null && onConfirm(target)}
      onClose={onClose}
    />
  )
}
