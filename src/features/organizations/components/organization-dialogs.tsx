import { Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useChangeOrganizationOwner, useOrganizationRowAction } from '@/features/organizations/mutations'
import { ownerChangeErrorText, ownerIdProblem } from '@/features/organizations/owner-change'
import type { OrganizationListItem } from '@/features/organizations/schemas'
import { EntryConfirmDialog } from '@/shared/entries/list/entry-confirm-dialog'
import type { EntryDialogsProps } from '@/shared/entries/list/entry-list-definition'
import { organizationsText } from '@/shared/i18n/organizations'
import { ru, translateServerMessage } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { MainAction } from '@/shared/ui/actions'
import { DialogForm } from '@/shared/ui/dialog-form'
import { Notice } from '@/shared/ui/tones'
import type { OrganizationAction } from './organization-card'

/** `opened` turns false when the modal closes; the list keeps it mounted (DialogSlot), so that it animates closed. */
type DialogProps = { organization: OrganizationListItem; opened: boolean; onClose: () => void }

/** Owner change (spec sections 5 and 8): the new owner's 24-character id and the spec's messages. */
function ChangeOwnerDialog({ organization, opened, onClose }: DialogProps) {
  const mutation = useChangeOrganizationOwner()
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const done = mutation.isSuccess

  const submit = () => {
    const found = ownerIdProblem(value)
    setProblem(found)
    if (found) return
    mutation.mutate({ organization_id: organization._id, new_user_id: value.trim() })
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !mutation.isPending && onClose()}
      title={organizationsText.changeOwnerTitle}
      centered
      transitionProps={{ duration: LIMITS.modalCloseMs }}
    >
      <Stack gap="md">
        <Text size="sm">{organizationsText.changeOwnerMessage(organization.name)}</Text>
        <Text size="sm" c="dimmed">
          {organizationsText.currentOwner(done ? mutation.data.organization.user.email : organization.user.email)}
        </Text>
        {done ? (
          <>
            <Notice tone="good" title={organizationsText.ownerChanged}>
              {translateServerMessage(mutation.data.message || organizationsText.ownerChanged)}
            </Notice>
            <Group justify="flex-end">
              <MainAction onClick={onClose} data-autofocus>
                {ru.common.ok}
              </MainAction>
            </Group>
          </>
        ) : (
          <DialogForm
            submitLabel={organizationsText.changeOwnerSubmit}
            pending={mutation.isPending}
            onSubmit={submit}
            onCancel={onClose}
            error={mutation.isError ? ownerChangeErrorText(mutation.error) : null}
          >
            <TextInput
              label={organizationsText.newOwnerLabel}
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value)
                if (problem) setProblem(null)
              }}
              error={problem}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
            />
          </DialogForm>
        )}
      </Stack>
    </Modal>
  )
}

/**
 * The modal of the row action in progress (spec section 9: it closes in 200 ms, and its form is
 * reset after the close, at the next opening, which mounts it afresh): the shared ban / unban / delete
 * confirmation, or the owner change.
 */
export function OrganizationDialogs({ dialog, opened, onClose }: EntryDialogsProps<OrganizationListItem, OrganizationAction>) {
  const { action, item } = dialog
  const rowAction = useOrganizationRowAction()
  if (action === 'changeOwner') return <ChangeOwnerDialog organization={item} opened={opened} onClose={onClose} />
  return (
    <EntryConfirmDialog action={action} entry={item} texts={organizationsText} rowAction={rowAction} opened={opened} onClose={onClose} />
  )
}
