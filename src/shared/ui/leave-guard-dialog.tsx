import { Group, Modal, Text } from '@mantine/core'
import { leaveGuardText as t } from '@/shared/i18n/ru'
import { DangerAction, SecondaryAction } from './actions'

type LeaveGuardDialogProps = {
  /** The Modal's `opened`: true while a navigation is blocked (useLeaveGuard mounts it in a DialogSlot). */
  opened: boolean
  onStay: () => void
  onLeave: () => void
}

/**
 * 'Leave without saving?': staying is the default (focused) answer. It asks over whatever dialog is
 * open (the session's sign-in dialog, a form's modal), so it stands above Mantine's modal layer.
 */
export default function LeaveGuardDialog({ opened, onStay, onLeave }: LeaveGuardDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={t.title} centered zIndex={400}>
      <Text>{t.text}</Text>
      <Group justify="flex-end" mt="md">
        <SecondaryAction onClick={onStay} data-autofocus>
          {t.stay}
        </SecondaryAction>
        <DangerAction onClick={onLeave}>{t.confirm}</DangerAction>
      </Group>
    </Modal>
  )
}
