import { Image, Text } from '@mantine/core'
import type { Photo } from '@/shared/api/common-schemas'
import { photosText } from '@/shared/i18n/ru'
import { staticUrl } from '@/shared/startup/env'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'

type PhotoDeleteDialogProps = {
  /** The Modal's `opened` (the caller mounts it in a DialogSlot). */
  opened: boolean
  /** The photo to delete. */
  photo: Pick<Photo, 'url' | 'preview_url'>
  /** The delete call is running: the confirm button spins and the dialog cannot be dismissed. */
  pending?: boolean
  /** A line in red under the sentence, e.g. the minimum message (spec section 8: the confirmation still opens). */
  warning?: string | null
  onConfirm: () => void
  onClose: () => void
}

/**
 * The photo delete confirmation of spec section 2 "Photo editing": titled with the delete question, the photo,
 * the cannot-be-undone sentence, cancel and delete (texts: photosText of i18n/ru), asked by the kit's ConfirmDialog.
 * Used wherever a saved photo is deleted, mounted in a DialogSlot from the first photo asked about.
 */
export function PhotoDeleteDialog({ opened, photo, pending = false, warning, onConfirm, onClose }: PhotoDeleteDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title={photosText.deleteTitle}
      confirmLabel={photosText.deleteConfirm}
      danger
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Image src={staticUrl(photo.preview_url || photo.url)} alt={photosText.deletedPhoto} h={160} fit="contain" radius="sm" />
      <Text size="sm">{photosText.deleteText}</Text>
      {warning && (
        <Text size="sm" c="var(--mantine-color-error)">
          {warning}
        </Text>
      )}
    </ConfirmDialog>
  )
}
