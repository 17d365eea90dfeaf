import { Anchor, Group, Image } from '@mantine/core'
import type { ComplaintPhoto } from '@/features/complaints/schemas'
import { complaintsText } from '@/shared/i18n/complaints'
import { ru } from '@/shared/i18n/ru'
import { staticUrl } from '@/shared/startup/env'

type PhotoProps = { photo: ComplaintPhoto; alt: string; width: number; height: number }

/** One photo (its preview, else its full size), a link that opens the full size in a new tab: the moderator judges it without leaving. */
export function FullSizePhoto({ photo, alt, width, height }: PhotoProps) {
  const full = photo.url || photo.preview_url
  return (
    <Anchor
      href={staticUrl(full)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${alt}: ${complaintsText.openFullSize} (${ru.common.newTabHint})`}
      display="block"
    >
      <Image src={staticUrl(photo.preview_url || photo.url)} alt={alt} w={width} h={height} fit="cover" radius="sm" />
    </Anchor>
  )
}

type PhotoStripProps = { photos: ComplaintPhoto[]; altOf: (index: number) => string; size?: number }

/** A row of photo previews (preview_url, else url), each opening its full size. */
export function PhotoStrip({ photos, altOf, size = 72 }: PhotoStripProps) {
  const shown = photos.filter((photo) => photo.preview_url || photo.url)
  if (shown.length === 0) return null
  return (
    <Group gap="xs">
      {shown.map((photo, index) => (
        <FullSizePhoto
          key={photo._id ?? `${photo.url ?? photo.preview_url ?? ''}-${index}`}
          photo={photo}
          alt={altOf(index + 1)}
          width={size}
          height={size}
        />
      ))}
    </Group>
  )
}
