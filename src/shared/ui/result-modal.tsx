import { lazyModal } from './lazy-modal'
import type { ResultModalDialogProps, ResultState } from './result-modal-dialog'

// The types live with the lazily loaded dialog, so that it imports nothing back from here.
export type { ResultState } from './result-modal-dialog'

type ResultModalProps = { result: ResultState; onClose: () => void }

// Mantine's Modal, its focus trap and floating-ui load with the first outcome, not with the screen.
const ResultModalDialog = lazyModal<ResultModalDialogProps>(() => import('./result-modal-dialog'))

/** The outcome of a save: titled success or error (or a given title) with an OK button (texts in shared/i18n). */
export function ResultModal({ result, onClose }: ResultModalProps) {
  return <ResultModalDialog opened={result !== null} result={result} onClose={onClose} />
}
