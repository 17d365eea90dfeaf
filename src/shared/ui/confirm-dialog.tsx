import { Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ru } from '@/shared/i18n/ru'
import { DangerAction, MainAction, SecondaryAction } from './actions'
import { ErrorPanel } from './error-panel'

export type ConfirmDialogProps = {
  /** The Modal's `opened`: its caller keeps it mounted from the first opening on (DialogSlot), so that it animates closed. */
  opened: boolean
  title: string
  message?: ReactNode
  confirmLabel: string
  /** The answer that confirms nothing (Cancel unless the question says otherwise, e.g. the leave guard's Stay). */
  cancelLabel?: string
  /** What is confirmed cannot be undone (delete, ban, leaving unsaved changes): the confirm button is the kit's destructive action. */
  danger?: boolean
  /** The confirmed action is running: the confirm button spins and the dialog cannot be dismissed. */
  pending?: boolean
  /** The action failed: its message shows inside and the dialog stays open. */
  error?: string | null
  onConfirm: () => void
  onClose: () => void
  children?: ReactNode
  /** Open and close animation, ms (spec section 9; the theme's default otherwise). */
  transitionDuration?: number
  /**
   * Enter confirms wherever the focus is in the dialog (Escape cancels, as always): for a confirmation asked from the
   * keyboard (the complaints queue's A), where the hand is already on the keys. The focus still starts on Cancel.
   */
  confirmOnEnter?: boolean
  /** Asked over whatever dialog is open (the leave question over a form's or the sign-in's dialog): above Mantine's modal layer. */
  overDialogs?: boolean
}

type ConfirmQuestionProps = Pick<
  ConfirmDialogProps,
  'message' | 'confirmLabel' | 'cancelLabel' | 'danger' | 'pending' | 'error' | 'onConfirm' | 'children' | 'confirmOnEnter'
> & { onCancel: () => void }

/**
 * The question's body: what is asked, a failure inside, and the two answers with the focus starting on Cancel. Its own
 * dialog is ConfirmDialog; a dialog that goes on after the answer (the bulk action's progress) asks with it in place.
 */
export function ConfirmQuestion({
  message,
  confirmLabel,
  cancelLabel = ru.common.cancel,
  danger = false,
  pending = false,
  error,
  onConfirm,
  onCancel,
  children,
  confirmOnEnter = false,
}: ConfirmQuestionProps) {
  const Confirm = danger ? DangerAction : MainAction
  return (
    <Stack
      gap="md"
      onKeyDown={(event) => {
        if (!confirmOnEnter || event.key !== 'Enter' || pending) return
        // Before the focused button's own Enter (Cancel's click).
        event.preventDefault()
        onConfirm()
      }}
    >
      {message !== undefined && (typeof message === 'string' ? <Text size="sm">{message}</Text> : message)}
      {children}
      {error && <ErrorPanel message={error} />}
      <Group justify="flex-end" gap="sm">
        <SecondaryAction onClick={onCancel} disabled={pending} data-autofocus>
          {cancelLabel}
        </SecondaryAction>
        <Confirm onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Confirm>
      </Group>
    </Stack>
  )
}

/**
 * The console's one yes/no question (delete, ban, bulk action, photo delete, leaving unsaved changes…), with the texts
 * its caller passes from shared/i18n: keyboard reachable, the focus starts on Cancel and goes back to what opened it as
 * it closes.
 */
export function ConfirmDialog({ opened, title, onClose, transitionDuration, overDialogs = false, ...question }: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !question.pending && onClose()}
      title={title}
      centered
      {...(overDialogs ? { zIndex: 400 } : {})}
      {...(transitionDuration === undefined ? {} : { transitionProps: { duration: transitionDuration } })}
    >
      <ConfirmQuestion {...question} onCancel={onClose} />
    </Modal>
  )
}
