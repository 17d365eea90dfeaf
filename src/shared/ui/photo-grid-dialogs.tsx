import { Group, Image, Modal, Text } from '@mantine/core'
import type { Photo } from '@/shared/api/common-schemas'
import { staticUrl } from '@/shared/env'
import { photoGridText, ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { MainAction } from './actions'

/** A grid photo's big view, titled with its name; mounted while it is open. */
export function PhotoViewDialog({ name, photo, onClose }: { name: string; photo: Pick<Photo, 'url'>; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={name} size="xl" centered>
      <Image src={staticUrl(photo.url)} alt={photoGridText.bigView} fit="contain" mah="75vh" />
    </Modal>
  )
}

/** The attention modal of a choice cut to the first 15 photos (`chosen` is how many were chosen); mounted while it is open. */
export function TooManyPhotosDialog({ chosen, onClose }: { chosen: number; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={photoGridText.warningTitle} centered>
      <Text>{photoGridText.tooMany(LIMITS.photosMax, chosen)}</Text>
      <Group justify="flex-end" mt="md">
        <MainAction onClick={onClose} data-autofocus>
          {ru.common.ok}
        </MainAction>
      </Group>
    </Modal>
  )
}
