import { FileButton, Group, Image, Input, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { startTransition, useRef, useState, type ReactNode } from 'react'
import type { Photo } from '@/shared/api/common-schemas'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { photoGridText, photosText, ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { staticUrl } from '@/shared/startup/env'
import { MainAction, RemovePhotoButton, SecondaryAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import type { ResultState } from '@/shared/ui/result-dialog'
import { ResultDialog } from '@/shared/ui/result-dialog'
import { PhotoDeleteDialog } from './photo-delete-dialog'
import { acceptOf, sortPhotoFiles } from './photo-files'
import { PhotoIntake } from './photo-intake'
import { keepFirstPhotos } from './photo-limits'
import { ChosenTiles, refusalOf } from './photo-picker'
import { photoResult } from './photo-result'
import { PhotoTiles } from './photo-tiles'
import { PhotoViewDialog } from './photo-view-dialog'
import { ProgressLine } from './progress-line'
import type { UploadProgress } from './upload'

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
 * outcomes in the result modal (spec sections 2, 5 and 8). A failed upload keeps its files, with the retry button to send
 * them again and the discard button to drop them; files being sent or kept are unsaved changes for the leave guard.
 */
export function PhotoGrid<T extends GridPhoto>({ items, label, emptyText, untitledText, onUpload, onDelete, actions }: PhotoGridProps<T>) {
  const [percent, setPercent] = useState<number | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  /** The files of the upload under way. */
  const [sending, setSending] = useState<File[]>([])
  const [tooMany, setTooMany] = useState<number | null>(null)
  const [result, setResult] = useState<ResultState>(null)
  const [viewed, setViewed] = useState<{ item: T; name: string } | null>(null)
  const [toDelete, setToDelete] = useState<T | null>(null)
  const [deleting, setDeleting] = useState(false)
  /** The files of a failed upload, kept for the retry button. */
  const [unsent, setUnsent] = useState<File[]>([])
  const uploading = percent !== null
  const guard = useLeaveGuard(uploading || unsent.length > 0)
  // Cleared after each choice, so that choosing the same files again is seen.
  const resetPicker = useRef<() => void>(null)
  // An upload disables it while it runs, and a delete removes its photo's button: the outcome gives the focus here
  // (or to the retry of a failed upload).
  const addButton = useRef<HTMLButtonElement>(null)
  // After a failed upload the focus goes to its retry.
  const retryButton = useRef<HTMLButtonElement>(null)

  const nameOf = (item: T, index: number) => item.photo.title || photoGridText.photoName(index + 1)

  /** Files from the file dialog, a drop or a paste: one path, so the type rule and the 15-file cut apply to all. */
  const choose = (chosen: File[]) => {
    resetPicker.current?.()
    const sorted = sortPhotoFiles(chosen)
    setRefusal(refusalOf(sorted, photosText.wrongType))
    const { accepted } = sorted
    if (accepted.length === 0) return
    const { kept, overflow } = keepFirstPhotos(accepted)
    if (overflow) setTooMany(accepted.length)
    send(kept)
  }

  /** Uploads `files`; on failure they join the kept ones (a new choice never drops files kept from an earlier failure). */
  const send = (files: File[]) => {
    // Fifteen previews drawn at once would hold the main thread in the choice's event: a transition draws them in slices.
    startTransition(() => {
      setSending(files)
      setPercent(0)
    })
    onUpload(files, (progress) => setPercent(progress.percent))
      .then(() => setResult(photoResult.saved(files.length)))
      .catch((error: unknown) => {
        setUnsent((kept) => [...files, ...kept])
        setResult(photoResult.failure(error))
      })
      .finally(() => {
        setPercent(null)
        setSending([])
      })
  }
  /** Sends the kept files again, at most LIMITS.photosMax at a time (two failed choices may keep more). */
  const retry = () => {
    setUnsent(unsent.slice(LIMITS.photosMax))
    send(unsent.slice(0, LIMITS.photosMax))
  }

  const area = useRef<HTMLDivElement>(null)

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
    <Stack gap="sm" ref={area}>
      <Group gap="sm">
        <FileButton multiple accept={acceptOf('photo')} disabled={uploading} onChange={choose} resetRef={resetPicker}>
          {(props) => (
            <MainAction {...props} ref={addButton} disabled={uploading}>
              {photoGridText.add}
            </MainAction>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {photoGridText.hint}
        </Text>
      </Group>
      {refusal && <Input.Error>{refusal}</Input.Error>}
      {unsent.length > 0 && !uploading && (
        <Group gap="sm" role="group" aria-label={photoGridText.unsent(unsent.length)}>
          <Text size="sm">{photoGridText.unsent(unsent.length)}</Text>
          <SecondaryAction ref={retryButton} onClick={retry}>
            {ru.common.retry}
          </SecondaryAction>
          <SecondaryAction onClick={() => setUnsent([])}>{photoGridText.dropUnsent}</SecondaryAction>
        </Group>
      )}
      {percent !== null && <ProgressLine text={photosText.uploadProgress(percent)} value={percent} />}
      {(uploading ? sending : unsent).length > 0 && (
        <ChosenTiles
          files={uploading ? sending : unsent}
          sendingPercent={percent}
          label={uploading ? photosText.uploadProgress(percent) : photoGridText.unsent(unsent.length)}
        />
      )}
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
      <DialogSlot open={viewed}>
        {(shown, opened) => <PhotoViewDialog opened={opened} name={shown.name} photo={shown.item.photo} onClose={() => setViewed(null)} />}
      </DialogSlot>
      <DialogSlot open={toDelete}>
        {(asked, opened) => (
          <PhotoDeleteDialog
            opened={opened}
            photo={asked.photo}
            pending={deleting}
            onConfirm={confirmDelete}
            onClose={() => setToDelete(null)}
          />
        )}
      </DialogSlot>
      <DialogSlot open={tooMany}>
        {(chosen, opened) => (
          <ResultDialog
            opened={opened}
            result={{ kind: 'notice', title: photoGridText.warningTitle, message: photoGridText.tooMany(LIMITS.photosMax, chosen) }}
            onClose={() => setTooMany(null)}
          />
        )}
      </DialogSlot>
      {/* The outcome waits until the attention modal is closed. */}
      <DialogSlot open={tooMany === null && result}>
        {(shown, opened) => (
          <ResultDialog
            opened={opened}
            result={shown}
            onClose={() => setResult(null)}
            focusAfter={() => retryButton.current ?? addButton.current}
          />
        )}
      </DialogSlot>
      {guard.modal}
      <PhotoIntake area={area} label={label} take={choose} disabled={uploading} />
    </Stack>
  )
}
