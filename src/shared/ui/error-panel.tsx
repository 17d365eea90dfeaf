import { Alert, Button, Group, Text } from '@mantine/core'
import { errorText } from '../api/api-error'
import { ru } from '../i18n/ru'

type ErrorPanelProps = { title?: string; error: unknown; onRetry?: () => void; retrying?: boolean }

/** A failure with its message and a way to retry — never a blank screen. */
export function ErrorPanel({ title = ru.common.error, error, onRetry, retrying = false }: ErrorPanelProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            {ru.common.retry}
          </Button>
        )}
      </Group>
    </Alert>
  )
}
