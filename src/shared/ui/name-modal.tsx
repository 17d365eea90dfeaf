import { lazyModal } from './lazy-modal'
import type { NameModalProps } from './name-modal-dialog'

export type { NameModalProps } from './name-modal-dialog'

/** The create / rename name modal, loaded when it first opens (see lazyModal). */
export const NameModal = lazyModal<NameModalProps>(() => import('./name-modal-dialog'))
