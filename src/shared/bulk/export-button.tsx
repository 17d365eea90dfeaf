import { lazy, useState } from 'react'
import { exportText } from '@/shared/i18n/bulk'
import { SecondaryAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import type { ExportRun } from './csv-export'

// The export is a heavy optional piece (docs/architecture.md, 'Loading code lazily'): its dialog's code is fetched
// as the pointer or the focus reaches the button.
const loadExportDialog = () => import('./export-dialog')
const ExportDialog = lazy(() => loadExportDialog().then((module) => ({ default: module.ExportDialog })))
const preloadExportDialog = () => void loadExportDialog()

type ExportButtonProps = {
  /** What the file holds: its name is `<what>-YYYY-MM-DD.csv`. */
  what: string
  /** The export of what the list's current filters select. */
  run: ExportRun
}

/**
 * A list's export button (exportText): each press opens the dialog, mounted afresh, which starts a new export of what
 * the current filters select.
 */
export function ExportButton({ what, run }: ExportButtonProps) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <SecondaryAction onClick={() => setOpened(true)} onPointerEnter={preloadExportDialog} onFocus={preloadExportDialog}>
        {exportText.button}
      </SecondaryAction>
      <DialogSlot open={opened}>
        {(_, shown) => <ExportDialog opened={shown} what={what} run={run} onClose={() => setOpened(false)} />}
      </DialogSlot>
    </>
  )
}
