import { Image, Modal } from '@mantine/core'
import type { Photo } from '@/shared/api/common-schemas'
import { photoGridText } from '@/shared/i18n/ru'
import { staticUrl } from '@/shared/startup/env'

type PhotoViewDialogProps = {
  /** The Modal's `opened` (the photo grid mounts it in a DialogSlot). */
  opened: boolean
  name: string
  photo: Pick<Photo, 'url'>
  onClose: () => void
}

/** A grid photo's big view, titled with its name. */
export function PhotoViewDialog({ opened, name, photo, onClose }: PhotoViewDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={name} size="xl" centered>
      <Image src={staticUrl(photo.url)} alt={photoGridText.bigView} fit="contain" mah="75vh" />
    </Modal>
  )
}
