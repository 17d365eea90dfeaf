import type { ResultModalDialogProps } from './result-modal-dialog'
import { lazyModal } from './lazy-modal'

export type ResultState = { kind: 'success' | 'error'; message: string; title?: string } | null

type ResultModalProps = { result: ResultState; onClose: () => void }

// Mantine's Modal, its focus trap and floating-ui load with the first outcome, not with the screen.
const ResultModalDialog = lazyModal<ResultModalDialogProps>(() => import('./result-modal-dialog'))

/** The outcome of a save: titled success or error (or a given title) with an OK button (texts in shared/i18n). */
export function ResultModal({ result, onClose }: ResultModalProps) {
  return <ResultModalDialog opened={result !== null} result={result} onClose={onClose} />
}
