import { Group, Text } from '@mantine/core'
import { errorText } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { SecondaryAction } from './actions'
import { Notice } from './tones'

type ErrorPanelProps = {
  title?: string
  /** The failure; its text is shown unless `message` says otherwise. */
  error?: unknown
  /** The text to show instead of the error's own (a screen's rule for its failures, or a refusal). */
  message?: string
  onRetry?: () => void
  retrying?: boolean
}

/** A failure with its message and a way to retry (the kit's secondary action) — never a blank screen. */
export function ErrorPanel({ title = ru.common.error, error, message, onRetry, retrying = false }: ErrorPanelProps) {
  return (
    <Notice tone="bad" title={title}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm">{message ?? errorText(error)}</Text>
        {onRetry && (
          <SecondaryAction onClick={onRetry} loading={retrying}>
            {ru.common.retry}
          </SecondaryAction>
        )}
      </Group>
    </Notice>
  )
}
