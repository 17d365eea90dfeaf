import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { errorText } from '../api/api-error'
import { catalogueText } from '../i18n/catalogue'
import { ru, translateServerMessage } from '../i18n/ru'
import { LIMITS } from '../limits'
import { nameProblem } from '../lib/name-rules'
import { FailureDialog } from './failure-dialog'

export type NameModalProps = {
  opened: boolean
  title: string
  /** The name to start from: empty to create, the current one to rename. */
  initialName?: string
  submitLabel: string
  /** Saves the trimmed name; a rejection's message is shown in an alert dialog and the modal stays. */
  onSubmit: (name: string) => Promise<unknown>
  onClose: () => void
}

type FormProps = Omit<NameModalProps, 'opened' | 'title'> & { onFailure: (message: string) => void; onPendingChange: (pending: boolean) => void }

/** The form lives inside the modal's content, so every opening starts from `initialName`. */
function NameForm({ initialName = '', submitLabel, onSubmit, onClose, onFailure, onPendingChange }: FormProps) {
  const [value, setValue] = useState(initialName)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async () => {
    const found = nameProblem(value)
    setProblem(found)
    if (found) return
    setPending(true)
    onPendingChange(true)
    try {
      await onSubmit(value.trim())
      onClose()
    } catch (error) {
      // Spec section 8: the server's message (in Russian where the spec gives one); what was typed stays.
      onFailure(translateServerMessage(errorText(error)))
    } finally {
      setPending(false)
      onPendingChange(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="md">
        <TextInput
          label={catalogueText.nameLabel}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value)
            if (problem) setProblem(null)
          }}
          error={problem}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {ru.common.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * Create or rename a catalogue record (category, sub-category, article block): the name has at
 * least 2 characters (the min-2 message); a failed save shows the server's message in an alert
 * dialog above the modal, which stays open with what was typed.
 */
export default function NameModalDialog({ opened, title, onClose, ...form }: NameModalProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  return (
    <>
      <Modal
        opened={opened}
        onClose={() => !pending && onClose()}
        title={title}
        centered
        transitionProps={{ duration: LIMITS.modalCloseOtherMs }}
        closeButtonProps={{ 'aria-label': ru.common.close }}
        trapFocus={failure === null}
      >
        <NameForm {...form} onClose={onClose} onFailure={setFailure} onPendingChange={setPending} />
      </Modal>
      <FailureDialog message={failure} onClose={() => setFailure(null)} />
    </>
  )
}
