import '@mantine/core/styles/Progress.css'
import { Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { announce } from '@/shared/a11y/announcer'
import { usePhaseFocus } from '@/shared/a11y/phase-focus'
import { errorText } from '@/shared/api/client'
import { exportText } from '@/shared/i18n/bulk'
import { translateServerMessage } from '@/shared/i18n/ru'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'
import { ExportPageError, exportFileName, type ExportRun } from './csv-export'

type ExportDialogProps = {
  /** The Modal's `opened` (the export button mounts it in a DialogSlot, afresh at each opening). */
  opened: boolean
  /** What the file holds: its name is `<what>-YYYY-MM-DD.csv`. */
  what: string
  /** The export of what the list's current filters select. */
  run: ExportRun
  onClose: () => void
}

type ExportState =
  | { phase: 'running'; written: number; total: number | null }
  | { phase: 'saved'; fileName: string; count: number }
  | { phase: 'failed'; text: string }
  | { phase: 'cancelled' }

/** Hands the file to the browser as a download. */
function save(blob: Blob, fileName: string): string {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  return url
}

/**
 * The export in progress (how many rows of how many, and a cancel button), then its outcome: the file saved, or a
 * failed page named with the server's message, or the cancel; a partial file is never saved. The export button loads
 * it lazily and mounts it afresh at each opening: each opening runs a new export.
 */
export function ExportDialog({ opened, what, run, onClose }: ExportDialogProps) {
  const [state, setState] = useState<ExportState>({ phase: 'running', written: 0, total: null })
  const current = useRef<AbortController | null>(null)
  const url = useRef<string | null>(null)

  // Sets state only as answers come (the first run starts from the initial state, a retry resets it first).
  const launch = () => {
    const controller = new AbortController()
    current.current = controller
    const mine = () => current.current === controller
    run(controller.signal, (written, total) => mine() && setState({ phase: 'running', written, total }))
      .then(({ blob, count }) => {
        if (!mine() || controller.signal.aborted) return
        const fileName = exportFileName(what, new Date())
        if (url.current) URL.revokeObjectURL(url.current)
        url.current = save(blob, fileName)
        setState({ phase: 'saved', fileName, count })
      })
      .catch((error: unknown) => {
        if (!mine()) return
        if (controller.signal.aborted) setState({ phase: 'cancelled' })
        else if (error instanceof ExportPageError)
          setState({ phase: 'failed', text: exportText.failed(error.page, translateServerMessage(errorText(error.cause))) })
        else setState({ phase: 'failed', text: translateServerMessage(errorText(error)) })
      })
  }

  // The export starts as the dialog opens (it is mounted closed first); closing it, or leaving the screen, stops it and
  // frees the file.
  useEffect(() => {
    if (!opened) return
    launch()
    return () => {
      current.current?.abort()
      current.current = null
      if (url.current) URL.revokeObjectURL(url.current)
    }
    // Once per opening: each opening mounts a new dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened])

  const running = state.phase === 'running'
  const firstAction = usePhaseFocus<HTMLButtonElement>(state.phase)
  const outcome = outcomeText(state)
  const failed = state.phase === 'failed'
  useEffect(() => {
    if (outcome) announce(outcome, failed ? 'assertive' : 'polite')
  }, [outcome, failed])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={exportText.title}
      centered
      closeOnEscape={!running}
      closeOnClickOutside={!running}
      withCloseButton={!running}
    >
      <Stack gap="md">
        {state.phase === 'running' && (
          <>
            <Progress value={state.total ? (state.written / state.total) * 100 : 0} aria-label={exportText.progressLabel} size="lg" />
            <Text size="sm" role="status" data-testid="export-progress">
              {state.total === null ? exportText.starting : exportText.progress(state.written, state.total)}
            </Text>
            <Group justify="flex-end">
              <SecondaryAction onClick={() => current.current?.abort()} data-autofocus ref={firstAction}>
                {exportText.cancel}
              </SecondaryAction>
            </Group>
          </>
        )}
        {state.phase === 'saved' && <Notice tone="good">{exportText.saved(state.fileName, state.count)}</Notice>}
        {state.phase === 'failed' && <Notice tone="bad">{state.text}</Notice>}
        {state.phase === 'cancelled' && <Notice tone="quiet">{exportText.cancelled}</Notice>}
        {!running && (
          <Group justify="flex-end" gap="sm">
            <SecondaryAction onClick={onClose} data-autofocus ref={firstAction}>
              {exportText.close}
            </SecondaryAction>
            {state.phase !== 'saved' && (
              <MainAction
                onClick={() => {
                  setState({ phase: 'running', written: 0, total: null })
                  launch()
                }}
              >
                {exportText.retry}
              </MainAction>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  )
}

/** What a screen reader is told when the export ends: the file saved, the failure, or the cancel. */
function outcomeText(state: ExportState): string | null {
  if (state.phase === 'saved') return exportText.saved(state.fileName, state.count)
  if (state.phase === 'failed') return state.text
  if (state.phase === 'cancelled') return exportText.cancelled
  return null
}
