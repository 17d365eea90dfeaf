import { Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ru } from '@/shared/i18n/ru'
import { DangerAction, MainAction, SecondaryAction } from './actions'
import { ErrorPanel } from './error-panel'

export type ConfirmModalProps = {
  opened: boolean
  title: string
  message?: ReactNode
  confirmLabel: string
  confirmColor?: string
  /** The action is running: the confirm button spins and the modal cannot be dismissed. */
  loading?: boolean
  /** The action failed: its message shows inside and the modal stays open. */
  error?: string | null
  onConfirm: () => void
  onClose: () => void
  children?: ReactNode
  /** Open and close animation, ms (spec section 9; Mantine's theme default otherwise). */
  transitionDuration?: number
}

/** A confirmation (ban, unban, delete…): keyboard reachable, focus starts on Cancel. */
export default function ConfirmModalDialog({
  opened,
  title,
  message,
  confirmLabel,
  confirmColor,
  loading = false,
  error,
  onConfirm,
  onClose,
  children,
  transitionDuration,
}: ConfirmModalProps) {
  // A red confirmation is the kit's destructive action (delete, ban); any other is the dialog's main action.
  const Confirm = confirmColor?.startsWith('red') ? DangerAction : MainAction
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onClose()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': ru.common.close }}
      {...(transitionDuration === undefined ? {} : { transitionProps: { duration: transitionDuration } })}
    >
      <Stack gap="md">
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
