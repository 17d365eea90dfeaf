import { Button, Group, Modal, Text } from '@mantine/core'
import { leaveGuardText as t } from '../i18n/widgets'

export type LeaveGuardDialogProps = { opened: boolean; onStay: () => void; onLeave: () => void }

/** 'Leave without saving?': staying is the default (focused) answer. */
export default function LeaveGuardDialog({ opened, onStay, onLeave }: LeaveGuardDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={t.title} centered>
      <Text>{t.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t.stay}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t.confirm}
        </Button>
      </Group>
    </Modal>
  )
}
