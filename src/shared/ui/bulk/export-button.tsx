import { useState } from 'react'
import { exportText } from '@/shared/i18n/ru'
import type { ExportResult } from '@/shared/lib/csv-export'
import { SecondaryAction } from '@/shared/ui/actions'
import { lazyModal } from '@/shared/ui/lazy-modal'

/** A list's export for its current filters: pages through the list and resolves with the file (csv-export.ts). */
export type ExportRun = (signal: AbortSignal, onProgress: (written: number, total: number) => void) => Promise<ExportResult>

export type ExportDialogProps = {
  opened: boolean
  /** What the file holds: its name is `<what>-YYYY-MM-DD.csv`. */
  what: string
  /** Loads the list's export code (on the first export) and gives its run for the filters shown. */
  load: () => Promise<ExportRun>
  onClose: () => void
}

const ExportDialog = lazyModal<ExportDialogProps>(() => import('./export-dialog'))

/**
 * A list's export button (exportText; issue 21): the dialog, the exporter and the list's columns load with
 * the first press; each press starts a new export of what the current filters select.
 */
export function ExportButton({ what, load }: Pick<ExportDialogProps, 'what' | 'load'>) {
  const [opened, setOpened] = useState(false)
  const [run, setRun] = useState(0)
  return (
    <>
      <SecondaryAction
        onClick={() => {
          setRun((previous) => previous + 1)
          setOpened(true)
        }}
      >
        {exportText.button}
      </SecondaryAction>
      {run > 0 && <ExportDialog key={run} opened={opened} what={what} load={load} onClose={() => setOpened(false)} />}
    </>
  )
}
