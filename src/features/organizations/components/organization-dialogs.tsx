import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import { ru, translateServerMessage } from '../../../shared/i18n/ru'
import { organizationsText } from '../../../shared/i18n/organizations'
import { LIMITS } from '../../../shared/limits'
import { ConfirmModal } from '../../../shared/ui/confirm-modal'
import { useChangeOrganizationOwner, useDeleteOrganization, useSetOrganizationActive } from '../mutations'
import { ownerChangeErrorText, ownerIdProblem } from '../owner-change'
import type { OrganizationListItem } from '../list-schemas'
import type { OrganizationAction } from './organization-row-menu'

export type OrganizationDialog = { action: OrganizationAction; organization: OrganizationListItem }

/** `opened` turns false when the modal closes; it stays mounted through its close animation. */
type DialogProps = { organization: OrganizationListItem; opened: boolean; onClose: () => void }

function toast(message: string) {
  notifications.show({ message, color: 'green', autoClose: LIMITS.toastShortMs })
}

/** Ban / unban (spec section 4): confirmed; the list is patched by _id; a failure stays in the modal. */
function BlockDialog({ organization, ban, opened, onClose }: DialogProps & { ban: boolean }) {
  const mutation = useSetOrganizationActive()
  return (
    <ConfirmModal
      opened={opened}
      transitionDuration={LIMITS.modalCloseMs}
      title={ban ? organizationsText.banTitle : organizationsText.unbanTitle}
      message={ban ? organizationsText.banMessage(organization.name) : organizationsText.unbanMessage(organization.name)}
      confirmLabel={ban ? organizationsText.menu.ban : organizationsText.menu.unban}
      confirmColor={ban ? 'red' : undefined}
      loading={mutation.isPending}
      error={mutation.isError ? errorText(mutation.error) : null}
      onConfirm={() =>
        mutation.mutate(
          { organization_id: organization._id, is_active: !ban },
          {
            onSuccess: () => {
              toast(ban ? organizationsText.banned_ok : organizationsText.unbanned_ok)
              onClose()
            },
          },
        )
      }
      onClose={onClose}
    />
  )
}

/** Full delete (spec section 4): confirmed; removed from the lists by _id; a failure stays in the modal. */
function DeleteDialog({ organization, opened, onClose }: DialogProps) {
  const mutation = useDeleteOrganization()
  return (
    <ConfirmModal
      opened={opened}
      transitionDuration={LIMITS.modalCloseMs}
      title={organizationsText.deleteTitle}
      message={organizationsText.deleteMessage(organization.name)}
      confirmLabel={ru.common.delete}
      confirmColor="red"
      loading={mutation.isPending}
      error={mutation.isError ? errorText(mutation.error) : null}
      onConfirm={() =>
        mutation.mutate(organization._id, {
          onSuccess: () => {
            toast(organizationsText.deleted_ok)
            onClose()
          },
        })
      }
      onClose={onClose}
    />
  )
}

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
      closeButtonProps={{ 'aria-label': ru.common.close }}
    >
      <Stack gap="md">
        <Text size="sm">{organizationsText.changeOwnerMessage(organization.name)}</Text>
        <Text size="sm" c="dimmed">
          {organizationsText.currentOwner(done ? mutation.data.organization.user.email : organization.user.email)}
        </Text>
        {done ? (
          <>
            <Alert color="green" variant="light" role="status" title={organizationsText.ownerChanged}>
              {translateServerMessage(mutation.data.message || organizationsText.ownerChanged)}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose} data-autofocus>
                {ru.common.ok}
              </Button>
            </Group>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Stack gap="md">
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
              {mutation.isError && (
                <Alert color="red" variant="light" role="alert" title={ru.common.error}>
                  {ownerChangeErrorText(mutation.error)}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
                  {ru.common.cancel}
                </Button>
                <Button type="submit" loading={mutation.isPending}>
                  {organizationsText.changeOwnerSubmit}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  )
}

/**
 * The modal of the row action in progress, if any (spec section 9: it closes in 200 ms, and its
 * form is reset 400 ms after closing, when the list drops the dialog).
 */
export function OrganizationDialogs({ dialog, opened, onClose }: { dialog: OrganizationDialog | null; opened: boolean; onClose: () => void }) {
  if (!dialog) return null
  const { action, organization } = dialog
  const key = `${action}-${organization._id}`
  if (action === 'ban' || action === 'unban') return <BlockDialog key={key} organization={organization} ban={action === 'ban'} opened={opened} onClose={onClose} />
  if (action === 'delete') return <DeleteDialog key={key} organization={organization} opened={opened} onClose={onClose} />
  return <ChangeOwnerDialog key={key} organization={organization} opened={opened} onClose={onClose} />
}
