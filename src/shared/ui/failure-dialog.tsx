import { Group, Modal, Stack, Text } from '@mantine/core'
import { catalogueText } from '@/shared/i18n/categories'
import { ru } from '@/shared/i18n/ru'
import { MainAction } from './actions'

type FailureDialogProps = {
  /** The Modal's `opened` (the caller mounts it in a DialogSlot). */
  opened: boolean
  /** The message to show. */
  message: string
  onClose: () => void
  title?: string
}

/**
 * A failed create or rename (spec section 8): the server's message in an alert dialog above the
 * modal it came from, which stays open with what was typed.
 */
export function FailureDialog({ opened, message, onClose, title = catalogueText.failedTitle }: FailureDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered withCloseButton={false} zIndex={400}>
      <Stack gap="md">
        <Text c="var(--mantine-color-error)" role="alert">
          {message}
        </Text>
        <Group justify="flex-end">
          <MainAction onClick={onClose} data-autofocus>
            {ru.common.ok}
          </MainAction>
        </Group>
      </Stack>
    </Modal>
  )
}
