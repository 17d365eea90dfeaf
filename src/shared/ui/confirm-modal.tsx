import { lazy, Suspense, useState } from 'react'
import type { ConfirmModalProps } from './confirm-modal-dialog'

const ConfirmModalDialog = lazy(() => import('./confirm-modal-dialog'))

/**
 * A confirmation modal whose code (Mantine's Modal, focus trap, scroll lock) loads when it first
 * opens, so list screens do not pay for it up front. Same props as the dialog.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const [wanted, setWanted] = useState(props.opened)
  if (props.opened && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConfirmModalDialog {...props} />
    </Suspense>
  )
}
