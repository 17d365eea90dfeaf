import { Image, Modal } from '@mantine/core'
import type { Photo } from '@/shared/api/common-schemas'
import { staticUrl } from '@/shared/env'
import { photoGridText } from '@/shared/i18n/ru'

/** A grid photo's big view, titled with its name; mounted while it is open. */
export function PhotoViewDialog({ name, photo, onClose }: { name: string; photo: Pick<Photo, 'url'>; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={name} size="xl" centered>
      <Image src={staticUrl(photo.url)} alt={photoGridText.bigView} fit="contain" mah="75vh" />
    </Modal>
  )
}
