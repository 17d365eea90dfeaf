import { Group, Modal, Text } from '@mantine/core'
import { leaveGuardText as t } from '@/shared/i18n/ru'
import { DangerAction, SecondaryAction } from './actions'

export type LeaveGuardDialogProps = { opened: boolean; onStay: () => void; onLeave: () => void }

/** 'Leave without saving?': staying is the default (focused) answer. */
export default function LeaveGuardDialog({ opened, onStay, onLeave }: LeaveGuardDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={t.title} centered>
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
