import { Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { errorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { DangerAction, MainAction, SecondaryAction } from './actions'
import { ErrorPanel } from './error-panel'

export type ConfirmModalProps = {
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
}

/** A confirmation (ban, unban, delete…): keyboard reachable, focus starts on Cancel. */
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

export type DeleteConfirmProps<T> = {
  /** What the admin is asked about; null keeps the modal closed. */
  target: T | null
  title: string
  message: (target: T) => string
  /** The delete call's state: the button spins while it runs, a failure shows inside and the modal stays. */
  call: { isPending: boolean; error: Error | null }
  /** The text of a failure (the server's message by default). */
  failureText?: (error: Error) => string
  confirmLabel?: string
  onConfirm: (target: T) => void
  onClose: () => void
}

/** The confirmation before a delete (spec section 9: it closes in 400 ms). */
export function DeleteConfirm<T>({
  target,
  title,
  message,
  call,
  failureText = errorText,
  confirmLabel = ru.common.delete,
  onConfirm,
  onClose,
}: DeleteConfirmProps<T>) {
  return (
    <ConfirmModal
      opened={target !== null}
      title={title}
      message={target === null ? undefined : message(target)}
      confirmLabel={confirmLabel}
      danger
      loading={call.isPending}
      error={call.error ? failureText(call.error) : null}
      transitionDuration={LIMITS.modalCloseOtherMs}
      onConfirm={() => target !== null && onConfirm(target)}
      onClose={onClose}
    />
  )
}
