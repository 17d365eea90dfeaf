import { lazy, Suspense } from 'react'
import { errorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'

/**
 * The confirmation's code (Mantine's Modal, docs/architecture.md 'Loading code lazily') is fetched
 * when a delete is first asked, and already as the pointer or the focus reaches a delete button:
 * the screens call this then.
 */
export const loadDeleteConfirm = () => import('./confirm-modal')
const ConfirmModal = lazy(() => loadDeleteConfirm().then((module) => ({ default: module.ConfirmModal })))

export type DeleteConfirmProps<T> = {
  /** What the admin is asked about; null keeps the modal closed (unmounted). */
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

/** The confirmation before a delete: the shared ConfirmModal, open while there is a target. */
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
  if (target === null) return null
  return (
    <Suspense fallback={null}>
      <ConfirmModal
        title={title}
        message={message(target)}
        confirmLabel={confirmLabel}
        danger
        loading={call.isPending}
        error={call.error ? failureText(call.error) : null}
        onConfirm={() => onConfirm(target)}
        onClose={onClose}
      />
    </Suspense>
  )
}
