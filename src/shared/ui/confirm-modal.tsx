import { Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ru } from '@/shared/i18n/ru'
import { DangerAction, MainAction, SecondaryAction } from './actions'
import { ErrorPanel } from './error-panel'

export type ConfirmModalProps = {
  /** The Modal's `opened`: its caller keeps it mounted from the first opening on (DialogSlot), so that it animates closed. */
  opened: boolean
  title: string
  message?: ReactNode
  confirmLabel: string
  /** What is confirmed cannot be undone (delete, ban): the confirm button is the kit's destructive action. */
  danger?: boolean
  /** The action is running: the confirm button spins and the modal cannot be dismissed. */
  loading?: boolean
  /** The action failed: its message shows inside and the modal stays open. */
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
}

/**
 * A confirmation (ban, unban, delete…): keyboard reachable, focus starts on Cancel, and goes back to what opened it
 * as it closes. Its callers mount it in a DialogSlot (a fresh one per opening).
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  loading = false,
  error,
  onConfirm,
  onClose,
  children,
  transitionDuration,
  confirmOnEnter = false,
}: ConfirmModalProps) {
  const Confirm = danger ? DangerAction : MainAction
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onClose()}
      title={title}
      centered
      {...(transitionDuration === undefined ? {} : { transitionProps: { duration: transitionDuration } })}
    >
      <Stack
        gap="md"
        onKeyDown={(event) => {
          if (!confirmOnEnter || event.key !== 'Enter' || loading) return
          // Before the focused button's own Enter (Cancel's click).
          event.preventDefault()
          onConfirm()
        }}
      >
        {message !== undefined && (typeof message === 'string' ? <Text size="sm">{message}</Text> : message)}
        {children}
        {error && <ErrorPanel message={error} />}
        <Group justify="flex-end" gap="sm">
          <SecondaryAction onClick={onClose} disabled={loading} data-autofocus>
            {ru.common.cancel}
          </SecondaryAction>
          <Confirm onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Confirm>
        </Group>
      </Stack>
    </Modal>
  )
}
