import '@mantine/core/styles/Progress.css'
import { Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { useEffect } from 'react'
import { announce } from '@/shared/a11y/announcer'
import { usePhaseFocus } from '@/shared/a11y/phase-focus'
import { bulkText, type BulkAction, type BulkKind } from '@/shared/i18n/bulk'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { ConfirmQuestion } from '@/shared/ui/confirm-dialog'
import { Notice } from '@/shared/ui/tones'
import type { BulkProgress } from './bulk-runner'
import classes from './bulk.module.css'

/** The bulk dialog's phases: asked, running (progress, stop), summary (done, failed by name, not started). */
export type BulkDialogState<T> =
  | { phase: 'confirm'; action: BulkAction; targets: readonly T[] }
  | { phase: 'running'; action: BulkAction; targets: readonly T[]; progress: BulkProgress; stopping: boolean }
  | { phase: 'summary'; action: BulkAction; targets: readonly T[]; done: number; failed: { item: T; text: string }[]; notStarted: number }

type BulkDialogProps<T> = {
  /** The Modal's `opened` (the bulk layer mounts it in a DialogSlot). */
  opened: boolean
  kind: BulkKind
  state: BulkDialogState<T>
  onConfirm: () => void
  onStop: () => void
  onRetry: () => void
  onClose: () => void
}

/**
 * One dialog through a bulk action's phases — the kit's confirmation question, the progress, the summary; while it
 * runs it cannot be dismissed, only stopped.
 * The bulk layer mounts it in a DialogSlot from its first opening.
 */
export function BulkDialog<T>({ opened, kind, state, onConfirm, onStop, onRetry, onClose }: BulkDialogProps<T>) {
  const running = state.phase === 'running'
  const count = state.targets.length
  const firstAction = usePhaseFocus<HTMLButtonElement>(state.phase)
  const summary = state.phase === 'summary' ? summaryText(state.done, state.failed.length, state.notStarted) : null
  const anyFailed = state.phase === 'summary' && state.failed.length > 0
  useEffect(() => {
    if (summary) announce(summary, anyFailed ? 'assertive' : 'polite')
  }, [summary, anyFailed])
  const title =
    state.phase === 'confirm'
      ? bulkText.confirmTitle(state.action, kind, count)
      : state.phase === 'running'
        ? bulkText.progressTitle(state.action, kind, count)
        : bulkText.summaryTitle
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeOnEscape={!running}
      closeOnClickOutside={!running}
      withCloseButton={!running}
    >
      {state.phase === 'confirm' && (
        <ConfirmQuestion
          message={bulkText.confirmMessage[state.action]}
          confirmLabel={bulkText.actions[state.action]}
          danger={state.action !== 'unban'}
          onConfirm={onConfirm}
          onCancel={onClose}
        >
          <Text size="sm" c="dimmed">
            {bulkText.confirmHow}
          </Text>
        </ConfirmQuestion>
      )}
      {state.phase === 'running' && (
        <Stack gap="md">
          <Progress
            value={(state.progress.settled / Math.max(1, state.progress.total)) * 100}
            aria-label={bulkText.progressLabel}
            size="lg"
          />
          <Text size="sm" role="status" data-testid="bulk-progress">
            {bulkText.progress(state.progress.settled, state.progress.total)}
          </Text>
          <Group justify="flex-end">
            <SecondaryAction onClick={onStop} loading={state.stopping} data-autofocus ref={firstAction}>
              {state.stopping ? bulkText.stopping : bulkText.stop}
            </SecondaryAction>
          </Group>
        </Stack>
      )}
      {state.phase === 'summary' && (
        <Stack gap="md">
          <ul className={classes.counts} data-testid="bulk-summary">
            <li>{bulkText.summaryDone(state.done)}</li>
            <li>{bulkText.summaryFailed(state.failed.length)}</li>
            <li>{bulkText.summaryNotStarted(state.notStarted)}</li>
          </ul>
          {state.failed.length > 0 && (
            <Notice tone="bad" title={bulkText.failedListLabel}>
              <ul className={classes.failures} aria-label={bulkText.failedListLabel}>
                {state.failed.map((failure, index) => (
                  <li key={index}>{failure.text}</li>
                ))}
              </ul>
            </Notice>
          )}
          <Group justify="flex-end" gap="sm">
            <SecondaryAction onClick={onClose} data-autofocus ref={firstAction}>
              {bulkText.close}
            </SecondaryAction>
            {state.failed.length > 0 && <MainAction onClick={onRetry}>{bulkText.retryFailed}</MainAction>}
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

/** The summary's counts in one line, as a screen reader is told them when the work ends. */
function summaryText(done: number, failed: number, notStarted: number): string {
  return [bulkText.summaryTitle, bulkText.summaryDone(done), bulkText.summaryFailed(failed), bulkText.summaryNotStarted(notStarted)].join(
    '. ',
  )
}
