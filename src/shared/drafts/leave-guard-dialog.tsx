import { Group, Modal, Text } from '@mantine/core'
import { leaveGuardText as t } from '@/shared/i18n/ru'
import { DangerAction, SecondaryAction } from '@/shared/ui/actions'
import type { LeaveReason } from './unsaved-changes'

type LeaveGuardDialogProps = {
  /** The Modal's `opened`: true while a navigation, a logout or a switch waits for the answer (useLeaveGuard mounts it in a DialogSlot). */
  opened: boolean
  /** What would leave the screen: the title and the leaving button say it. */
  reason: LeaveReason
  onStay: () => void
  onLeave: () => void
}

/**
 * 'Leave without saving?': staying is the default (focused) answer. It asks over whatever dialog is
 * open (the session's sign-in dialog, a form's modal), so it stands above Mantine's modal layer.
 */
export default function LeaveGuardDialog({ opened, reason, onStay, onLeave }: LeaveGuardDialogProps) {
  const { title, confirm } = reason === 'navigate' ? t : t[reason]
  return (
    <Modal opened={opened} onClose={onStay} title={title} centered zIndex={400}>
      <Text>{t.text}</Text>
      <Group justify="flex-end" mt="md">
        <SecondaryAction onClick={onStay} data-autofocus>
          {t.stay}
        </SecondaryAction>
        <DangerAction onClick={onLeave}>{confirm}</DangerAction>
      </Group>
    </Modal>
  )
}
