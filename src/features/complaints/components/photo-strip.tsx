import { Group, Image } from '@mantine/core'
import type { ComplaintPhoto } from '@/features/complaints/schemas'
import { staticUrl } from '@/shared/env'

type PhotoStripProps = { photos: ComplaintPhoto[]; altOf: (index: number) => string; size?: number }

/** A row of photo previews (preview_url, else url). */
export function PhotoStrip({ photos, altOf, size = 72 }: PhotoStripProps) {
  const shown = photos.filter((photo) => photo.preview_url || photo.url)
  if (shown.length === 0) return null
  return (
    <Group gap="xs">
      {shown.map((photo, index) => (
        <Image
          key={photo._id ?? `${photo.url ?? photo.preview_url ?? ''}-${index}`}
          src={staticUrl(photo.preview_url || photo.url)}
          alt={altOf(index + 1)}
          w={size}
          h={size}
          fit="cover"
          radius="sm"
        />
      ))}
    </Group>
  )
}
