import { Alert, Button, Group, Text } from '@mantine/core'
import { errorText } from '../api/api-error'
import { ru } from '../i18n/ru'

type ErrorPanelProps = {
  title?: string
  /** The failure; its text is shown unless `message` says otherwise. */
  error?: unknown
  /** The text to show instead of the error's own (a screen's rule for its failures, or a refusal). */
  message?: string
  onRetry?: () => void
  retrying?: boolean
}

/**
 * A failure with its message and a way to retry — never a blank screen. The retry button uses
 * red.9: Mantine's default red.6 text on white is about 3.3:1, below WCAG AA.
 */
export function ErrorPanel({ title = ru.common.error, error, message, onRetry, retrying = false }: ErrorPanelProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm">{message ?? errorText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red.9" onClick={onRetry} loading={retrying}>
            {ru.common.retry}
          </Button>
        )}
      </Group>
    </Alert>
  )
}
