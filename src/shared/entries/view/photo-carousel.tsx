import { Group, Image, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { Photo } from '@/shared/api/common-schemas'
import { entryViewText } from '@/shared/i18n/ru'
import { staticUrl } from '@/shared/startup/env'
import { RowAction } from '@/shared/ui/actions'

const t = entryViewText

/** One photo at a time with previous / next buttons and a "photo i of n" caption. */
export function PhotoCarousel({ photos, label }: { photos: Photo[]; label: string }) {
  const [index, setIndex] = useState(0)
  if (photos.length === 0) return <Text c="dimmed">{t.noPhotos}</Text>
  const current = Math.min(index, photos.length - 1)
  const photo = photos[current]!
  const go = (step: number) => setIndex((current + step + photos.length) % photos.length)
  return (
    <Stack gap="xs" role="group" aria-roledescription="carousel" aria-label={label}>
      <Image
        src={staticUrl(photo.preview_url || photo.url)}
        alt={t.photoOf(current + 1, photos.length)}
        h={280}
        fit="contain"
        radius="sm"
        bg="var(--console-surface-strong)"
      />
      <Group justify="center" gap="sm">
        <RowAction aria-label={t.previous} onClick={() => go(-1)} disabled={photos.length < 2}>
          ‹
        </RowAction>
        <Text size="sm" aria-live="polite">
          {t.photoOf(current + 1, photos.length)}
        </Text>
        <RowAction aria-label={t.next} onClick={() => go(1)} disabled={photos.length < 2}>
          ›
        </RowAction>
      </Group>
    </Stack>
  )
}

/** A plain grid of small photos (an organization's owner photos). */
export function PhotoStrip({ photos, label }: { photos: Photo[]; label: string }) {
  if (photos.length === 0) return <Text c="dimmed">{t.noPhotos}</Text>
  return (
    <Group gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {photos.map((photo, i) => (
        <li key={photo._id}>
          <Image src={staticUrl(photo.preview_url || photo.url)} alt={`${label} ${i + 1}`} w={120} h={90} fit="cover" radius="sm" />
        </li>
      ))}
    </Group>
  )
}
