import { Group, Modal, Text } from '@mantine/core'
import { ru } from '@/shared/i18n/ru'
import { MainAction, SecondaryAction } from './actions'

/** What a save ended with, or a notice with its own title; null while there is nothing to show. */
export type ResultState = { kind: 'success' | 'error' | 'notice'; message: string; title?: string } | null

type ResultDialogProps = {
  /** The Modal's `opened`: true while there is an outcome to show (the caller mounts it in a DialogSlot). */
  opened: boolean
  /** The outcome shown (the last one while the dialog closes). */
  result: NonNullable<ResultState>
  onClose: () => void
  /**
   * A failed create or rename (spec section 8) said over the dialog it came from, which stays open with what was
   * typed: above Mantine's modal layer, announced as an alert, closed by its OK alone.
   */
  alert?: boolean
  /**
   * Where the focus goes once it has closed, when what opened it could not keep the focus (a save
   * or upload button disabled by its own call): the focus then goes here rather than to the page.
   */
  focusAfter?: () => HTMLElement | null | undefined
  /** A failure that may be tried again: the retry button beside OK closes the dialog and calls this. */
  onRetry?: () => void
}

/** The outcome of a save: titled success or error (or a given title) with an OK button (texts in shared/i18n). */
export function ResultDialog({ opened, result, onClose, alert = false, focusAfter, onRetry }: ResultDialogProps) {
  const title = result.title ?? (result.kind === 'success' ? ru.common.success : ru.common.error)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        // Mantine had nothing to give the focus back to when the focus is still in this dialog (or on the page).
        const active = document.activeElement
        if (active === null || active === document.body || active.closest('[role="dialog"]')) focusAfter?.()?.focus()
      }}
      title={title}
      centered
      {...(alert ? { zIndex: 400, withCloseButton: false } : {})}
    >
      <Text
        c={result.kind === 'error' ? 'var(--mantine-color-error)' : undefined}
        style={{ whiteSpace: 'pre-line' }}
        {...(alert ? { role: 'alert' } : {})}
      >
        {result.message}
      </Text>
      <Group justify="flex-end" mt="md">
        {onRetry && <SecondaryAction onClick={onRetry}>{ru.common.retry}</SecondaryAction>}
        <MainAction onClick={onClose} data-autofocus>
          {ru.common.ok}
        </MainAction>
      </Group>
    </Modal>
  )
}
