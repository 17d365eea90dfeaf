import { Group, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { ru } from '@/shared/i18n/ru'
import { MainAction, SecondaryAction } from './actions'
import { ErrorPanel } from './error-panel'

type DialogFormProps = {
  /** The submit button's text. */
  submitLabel: string
  /** The save is running: the submit button spins and Cancel is disabled. */
  pending: boolean
  /** Called on submit (the browser's own validation and page load are off). */
  onSubmit: () => void
  onCancel: () => void
  /** A refused save's message, shown above the buttons; what was typed stays. */
  error?: string | null | undefined
  /** The retry button beside the error, where a retry is safe. */
  onRetry?: (() => void) | undefined
  /** The fields. */
  children: ReactNode
}

/**
 * The form of a create / edit dialog: its fields, an optional error alert, then Cancel and the
 * submit button at the bottom right (the name dialog, the new country, the owner change).
 */
export function DialogForm({ submitLabel, pending, onSubmit, onCancel, error, onRetry, children }: DialogFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack gap="md">
        {children}
        {error && <ErrorPanel message={error} onRetry={onRetry} retrying={pending} />}
        <Group justify="flex-end" gap="sm">
          <SecondaryAction onClick={onCancel} disabled={pending}>
            {ru.common.cancel}
          </SecondaryAction>
          <MainAction type="submit" loading={pending}>
            {submitLabel}
          </MainAction>
        </Group>
      </Stack>
    </form>
  )
}
