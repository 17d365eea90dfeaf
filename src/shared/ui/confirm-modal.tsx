import type { ConfirmModalProps } from './confirm-modal-dialog'
import { lazyModal } from './lazy-modal'

/** A confirmation modal loaded when it first opens (see lazyModal). Same props as the dialog. */
export const ConfirmModal = lazyModal<ConfirmModalProps>(() => import('./confirm-modal-dialog'))
