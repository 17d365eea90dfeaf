import { FileButton, Group, Image, Input, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { ProgressLine } from './progress-line'
import { MainAction, RemovePhotoButton } from './actions'
import { useRef, useState, type ReactNode } from 'react'
import type { Photo } from '@/shared/api/common-schemas'
import type { UploadProgress } from '@/shared/api/upload'
import { staticUrl } from '@/shared/env'
import { photosText, photoGridText, ru } from '@/shared/i18n/ru'
import { keepFirstPhotos } from '@/shared/lib/photo-limits'
import { photoResult } from '@/shared/lib/photo-result'
import { LIMITS, PHOTO_MIME_TYPES } from '@/shared/limits'
import { PhotoDeleteModal } from './photo-delete-modal'
import { splitPhotoFiles } from './photo-picker'
import { ResultModal, type ResultState } from './result-modal'
import { PhotoTiles } from './photo-tiles'

/** A photo of a grid: a gallery entry or a template photo (`{_id, photo}`). */
export type GridPhoto = { _id: string; photo: Photo }

type PhotoGridProps<T extends GridPhoto> = {
  items: readonly T[]
  /** The grid's accessible name (which item's or folder's photos these are). */
  label: string
  emptyText: string
  /** Shown under a photo without a title; without it such a photo shows no caption. */
  untitledText?: string
  /** Uploads the kept files (at most 15); the caller puts the new photos in front. */
  onUpload: (files: File[], onProgress: (progress: UploadProgress) => void) => Promise<unknown>
  /** Deletes one photo after the delete confirmation (photosText.deleteTitle). */
  onDelete: (item: T) => Promise<unknown>
  /** Extra buttons of a photo (copy tag, copy id). */
  actions?: (item: T, name: string) => ReactNode
}

/**
 * The one photo grid with upload of the gallery and the template photos: a png/jpeg multi-file
 * picker whose choice is cut to the first 15 (the attention modal says so), upload progress,
 * previews with their title, a big view on click, and delete through the shared photo delete confirmation;
 * outcomes in the result modal (spec sections 2, 5 and 8).
 */
export function PhotoGrid<T extends GridPhoto>({ items, label, emptyText, untitledText, onUpload, onDelete, actions }: PhotoGridProps<T>) {
  const [percent, setPercent] = useState<number | null>(null)
  const [wrongType, setWrongType] = useState(false)
  const [tooMany, setTooMany] = useState<number | null>(null)
  const [result, setResult] = useState<ResultState>(null)
  const [viewed, setViewed] = useState<{ item: T; name: string } | null>(null)
  const [toDelete, setToDelete] = useState<T | null>(null)
  const [deleting, setDeleting] = useState(false)
  const uploading = percent !== null
  // Cleared after each choice, so that choosing the same files again is seen.
  const resetPicker = useRef<() => void>(null)

  const nameOf = (item: T, index: number) => item.photo.title || photoGridText.photoName(index + 1)

  const choose = (chosen: File[]) => {
    resetPicker.current?.()
    const { accepted, rejected } = splitPhotoFiles(chosen)
    setWrongType(rejected.length > 0)
    if (accepted.length === 0) return
    const { kept, overflow } = keepFirstPhotos(accepted)
    if (overflow) setTooMany(accepted.length)
    setPercent(0)
    onUpload(kept, (progress) => setPercent(progress.percent))
      .then(() => setResult({ kind: 'success', message: photosText.saved(kept.length) }))
      .catch((error: unknown) => setResult(photoResult.failure(error)))
      .finally(() => setPercent(null))
  }

  const confirmDelete = () => {
    if (!toDelete) return
    setDeleting(true)
    onDelete(toDelete)
      .then(() => setResult({ kind: 'success', message: photosText.deleted }))
      .catch((error: unknown) => setResult(photoResult.failure(error)))
      .finally(() => {
        setDeleting(false)
        setToDelete(null)
      })
  }

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <FileButton multiple accept={PHOTO_MIME_TYPES.join(',')} disabled={uploading} onChange={choose} resetRef={resetPicker}>
          {(props) => (
            <MainAction {...props} disabled={uploading}>
              {photoGridText.add}
            </MainAction>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {photoGridText.hint}
        </Text>
      </Group>
      {wrongType && <Input.Error>{photosText.wrongType}</Input.Error>}
      {percent !== null && <ProgressLine text={photosText.uploadProgress(percent)} value={percent} />}
      {items.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <PhotoTiles cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" label={label}>
          {items.map((item, index) => {
            const name = nameOf(item, index)
            return (
              <Paper key={item._id} withBorder radius="sm" p={6} pos="relative" component="li">
                <Stack gap={6}>
                  <UnstyledButton onClick={() => setViewed({ item, name })} aria-label={photoGridText.open(name)}>
                    <Image
                      src={staticUrl(item.photo.preview_url || item.photo.url)}
                      alt=""
                      h={130}
                      fit="cover"
                      radius="sm"
                      loading="lazy"
                    />
                  </UnstyledButton>
                  <Group justify="space-between" gap={4} wrap="nowrap">
                    <Text size="sm" truncate c={item.photo.title ? undefined : 'dimmed'} title={item.photo.title || untitledText}>
                      {item.photo.title || untitledText}
                    </Text>
                    {actions && (
                      <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                        {actions(item, name)}
                      </Group>
                    )}
                  </Group>
                </Stack>
                <RemovePhotoButton label={photoGridText.delete(name)} onClick={() => setToDelete(item)} />
              </Paper>
            )
          })}
        </PhotoTiles>
      )}
      <Modal opened={viewed !== null} onClose={() => setViewed(null)} title={viewed?.name} size="xl" centered>
        {viewed && <Image src={staticUrl(viewed.item.photo.url)} alt={photoGridText.bigView} fit="contain" mah="75vh" />}
      </Modal>
      <PhotoDeleteModal photo={toDelete?.photo ?? null} loading={deleting} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
      <Modal opened={tooMany !== null} onClose={() => setTooMany(null)} title={photoGridText.warningTitle} centered>
        <Text>{photoGridText.tooMany(LIMITS.photosMax, tooMany ?? 0)}</Text>
        <Group justify="flex-end" mt="md">
          <MainAction onClick={() => setTooMany(null)} data-autofocus>
            {ru.common.ok}
          </MainAction>
        </Group>
      </Modal>
      {/* The outcome waits until the attention modal is closed. */}
      <ResultModal result={tooMany === null ? result : null} onClose={() => setResult(null)} />
    </Stack>
  )
}
