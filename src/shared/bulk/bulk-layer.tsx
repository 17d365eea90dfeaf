import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { errorText } from '@/shared/api/client'
import { useSession } from '@/shared/auth/session'
import { bulkText } from '@/shared/i18n/bulk'
import { translateServerMessage } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { RowAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { BulkDialog, type BulkDialogState } from './bulk-dialog'
import { runBulk, type BulkProgress, type BulkRun } from './bulk-runner'
import { afterDone, bulkOffers, type BulkAction, type BulkSpec } from './bulk-spec'
import classes from './bulk.module.css'
import type { Selectable, Selection } from './selection'

export type BulkLayerProps<T extends Selectable> = { selection: Selection<T> }

/**
 * The bulk actions of a list: the bar (count, clear,
 * the actions can() allows for every selected entry), the confirmation naming the count and the
 * action, the run through the feature's single-entry call at most LIMITS.bulkConcurrency at a
 * time with its progress and stop, and the summary with 'retry the failed ones'.
 */
export function BulkLayer<T extends Selectable>({ spec, selection }: BulkLayerProps<T> & { spec: BulkSpec<T> }) {
  const { profile } = useSession()
  const client = useQueryClient()
  // The dialog is open while this is set (its phases); closed, it keeps the last one.
  const [dialog, setDialog] = useState<BulkDialogState<T> | null>(null)
  const run = useRef<BulkRun<T> | null>(null)
  const { selected, clear, replace } = selection
  const offers = bulkOffers(spec, selected.values(), profile)

  const start = useCallback(
    (action: BulkAction, targets: readonly T[]) => {
      const empty: BulkProgress = { total: targets.length, settled: 0, done: 0, failed: 0, inFlight: 0 }
      setDialog({ phase: 'running', action, targets, progress: empty, stopping: false })
      const current = runBulk(targets, (item) => spec.run(client, action, item), {
        concurrency: LIMITS.bulkConcurrency,
        onSettled: (item, outcome, progress) => {
          if (outcome.ok) replace((previous) => afterDone(previous, action, item))
          setDialog((previous) => (previous?.phase === 'running' ? { ...previous, progress } : previous))
        },
      })
      run.current = current
      void current.summary.then((summary) => {
        if (run.current !== current) return
        run.current = null
        setDialog({
          phase: 'summary',
          action,
          targets,
          done: summary.done.length,
          failed: summary.failed.map(({ item, error }) => ({
            item,
            text: bulkText.failedItem(spec.name(item), translateServerMessage(errorText(error))),
          })),
          notStarted: summary.notStarted.length,
        })
      })
    },
    [client, replace, spec],
  )

  const ask = (action: BulkAction, targets: readonly T[]) => {
    setDialog({ phase: 'confirm', action, targets })
  }

  const stop = () => {
    run.current?.cancel()
    setDialog((previous) => (previous?.phase === 'running' ? { ...previous, stopping: true } : previous))
  }

  return (
    <>
      {selected.size > 0 && (
        <div className={classes.bar} role="region" aria-label={bulkText.barLabel}>
          <p className={classes.count} aria-live="polite">
            {bulkText.selected(selected.size)}
          </p>
          {offers.map(({ action, targets }) => (
            <RowAction key={action} danger={action !== 'unban'} onClick={() => ask(action, targets)}>
              {bulkText.actionButton(action, targets.length)}
            </RowAction>
          ))}
          {offers.length === 0 && <p className={classes.note}>{bulkText.nothingAllowed}</p>}
          <RowAction onClick={clear}>{bulkText.clear}</RowAction>
        </div>
      )}
      <DialogSlot open={dialog}>
        {(state, opened) => (
          <BulkDialog
            opened={opened}
            kind={spec.kind}
            state={state}
            onConfirm={() => state.phase === 'confirm' && start(state.action, state.targets)}
            onStop={stop}
            onRetry={() =>
              state.phase === 'summary' &&
              start(
                state.action,
                state.failed.map((failure) => failure.item),
              )
            }
            onClose={() => state.phase !== 'running' && setDialog(null)}
          />
        )}
      </DialogSlot>
    </>
  )
}
