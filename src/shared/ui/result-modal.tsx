import { Button, Group, Modal, Text } from '@mantine/core'
import { ru } from '../i18n/ru'

export type ResultState = { kind: 'success' | 'error'; message: string; title?: string } | null

type ResultModalProps = { result: ResultState; onClose: () => void }

/** The outcome of a save: titled success or error (or a given title) with an OK button (texts in shared/i18n). */
export function ResultModal({ result, onClose }: ResultModalProps) {
  const title = result?.title ?? (result?.kind === 'success' ? ru.common.success : ru.common.error)
  return (
    <Modal opened={result !== null} onClose={onClose} title={title} centered>
      <Text c={result?.kind === 'error' ? 'red.8' : undefined} style={{ whiteSpace: 'pre-line' }}>
        {result?.message}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {ru.common.ok}
        </Button>
      </Group>
    </Modal>
  )
}
