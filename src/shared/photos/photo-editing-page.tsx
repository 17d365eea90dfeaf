import { Group, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { LinkProps } from '@tanstack/react-router'
import { startTransition, useRef, useState } from 'react'
import type { Photo } from '@/shared/api/common-schemas'
import type { Profile } from '@/shared/auth/schemas'
import { useSession } from '@/shared/auth/session'
import { refetchCached } from '@/shared/cache/query-cache'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { EntryDetailState } from '@/shared/entries/view/entry-detail-state'
import { ru, photosText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { offersRetry } from '@/shared/save/merged-save-errors'
import { staticUrl } from '@/shared/startup/env'
import { ActionLink, MainAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { PageFrame } from '@/shared/ui/page-frame'
import type { ResultState } from '@/shared/ui/result-dialog'
import { ResultDialog } from '@/shared/ui/result-dialog'
import { PhotoDeleteDialog } from './photo-delete-dialog'
import { atPhotoMinimum, fitNewPhotos } from './photo-limits'
import { PhotoPicker } from './photo-picker'
import { photoResult } from './photo-result'
import { PhotoTile, PhotoTiles } from './photo-tiles'
import { ProgressLine } from './progress-line'
import type { UploadProgress } from './upload'
import { useUploadProgress } from './use-upload-progress'

const t = photosText

/** How one entry's carousel photos are saved: the two calls and where an updated entry goes. */
type PhotoEditingApi<T> = {
  add: (files: File[], onUploadProgress: (progress: UploadProgress) => void) => Promise<T>
  remove: (photoIds: string[]) => Promise<T>
  store: (entry: T) => void
}

/** A feature's photo calls (spec section 7), each answering the updated entry. */
export type PhotoCalls<T> = {
  /** POST photos/add (multipart: type carousel, the owner's id, the files) with upload progress. */
  add: (
    id: string,
    input: { owner_id: string; files: readonly File[] },
    options: { onUploadProgress: (progress: UploadProgress) => void },
  ) => Promise<T>
  /** POST photos/remove: the carousel photo ids to delete. */
  remove: (id: string, photoIds: readonly string[]) => Promise<T>
  /** An updated entry: the detail is replaced and every cached list patched by _id. */
  store: (queryClient: QueryClient, entry: T) => void
}

function SavedPhotos({ photos, onDelete }: { photos: Photo[]; onDelete: (photo: Photo) => void }) {
  if (photos.length === 0) return <Text c="dimmed">{t.noSaved}</Text>
  return (
    <PhotoTiles>
      {photos.map((photo, index) => (
        <PhotoTile
          key={photo._id}
          src={staticUrl(photo.preview_url || photo.url)}
          alt={t.savedPhoto(index + 1)}
          removeLabel={`${t.delete} ${index + 1}`}
          onRemove={() => onDelete(photo)}
        />
      ))}
    </PhotoTiles>
  )
}

function PhotoEditor<T>({ saved, api, detailKey }: { saved: Photo[]; api: PhotoEditingApi<T>; detailKey: QueryKey }) {
  const queryClient = useQueryClient()
  const progress = useUploadProgress()
  const [files, setFiles] = useState<File[]>([])
  // Chosen photos not yet saved are unsaved changes: leaving, a logout or a country switch asks first.
  const guard = useLeaveGuard(files.length > 0)
  // `retryAdd`: a failed add whose retry is safe (its look-up has said what it found) offers the retry button.
  const [result, setResult] = useState<(NonNullable<ResultState> & { retryAdd?: boolean }) | null>(null)
  const [toDelete, setToDelete] = useState<Photo | null>(null)
  const add = useMutation({
    mutationFn: (chosen: File[]) => api.add(chosen, progress.onUploadProgress),
    onSuccess: api.store,
    onSettled: progress.clear,
  })
  const remove = useMutation({
    mutationFn: api.remove,
    onSuccess: (entry) => {
      api.store(entry)
      // The reload runs behind the result modal, which does not wait for it.
      void refetchCached(queryClient, detailKey, { exact: true })
    },
  })
  const atMinimum = atPhotoMinimum(saved.length)
  const newArea = useRef<HTMLDivElement>(null)
  const saveButton = useRef<HTMLButtonElement>(null)
  // The upload disables the new photos' buttons while it runs; its outcome gives the focus back to
  // the save button when there is still something to save (after a failure), else to their first control.
  const focusAfterOutcome = () =>
    saveButton.current && !saveButton.current.disabled
      ? saveButton.current
      : newArea.current?.querySelector<HTMLElement>('button:not(:disabled)')

  const onAdd = (chosen: File[]) => {
    const existing = saved.length + files.length
    const { kept, overflow } = fitNewPhotos(existing, chosen)
    // New previews go in front of the ones already chosen, drawn in a transition (in slices, not in the choice's event).
    startTransition(() => setFiles((current) => [...kept, ...current]))
    if (overflow) setResult(photoResult.tooMany(existing, chosen.length, kept.length))
  }

  const save = () => {
    add.mutate(files, {
      onSuccess: () => {
        setResult(photoResult.saved(files.length))
        setFiles([])
      },
      onError: (error) => setResult({ ...photoResult.failure(error), retryAdd: offersRetry(error) }),
    })
  }

  const confirmDelete = () => {
    if (!toDelete) return
    if (atMinimum) {
      setToDelete(null)
      setResult(photoResult.minimum())
      return
    }
    remove.mutate([toDelete._id], {
      onSuccess: () => setResult(photoResult.deleted()),
      onError: (error) => setResult(photoResult.failure(error)),
      onSettled: () => setToDelete(null),
    })
  }

  return (
    <Stack gap="lg">
      <Stack ref={newArea} gap="sm" component="section" aria-labelledby="new-photos">
        <Title order={2} size="h4" id="new-photos">
          {t.newArea}
        </Title>
        <PhotoPicker
          label={t.add}
          files={files}
          onAdd={onAdd}
          onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
          emptyText={t.noNew}
          disabled={add.isPending}
          sendingPercent={progress.percent}
        />
        {progress.percent !== null && <ProgressLine text={t.uploadProgress(progress.percent)} value={progress.percent} />}
        <Group>
          <MainAction ref={saveButton} onClick={save} disabled={files.length === 0} loading={add.isPending}>
            {t.save}
          </MainAction>
        </Group>
        {guard.modal}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="saved-photos">
        <Title order={2} size="h4" id="saved-photos">
          {t.savedArea}
        </Title>
        <SavedPhotos photos={saved} onDelete={setToDelete} />
      </Stack>
      <DialogSlot open={toDelete}>
        {(asked, opened) => (
          <PhotoDeleteDialog
            opened={opened}
            photo={asked}
            pending={remove.isPending}
            warning={atMinimum ? t.minimum(LIMITS.photosMin) : null}
            onConfirm={confirmDelete}
            onClose={() => setToDelete(null)}
          />
        )}
      </DialogSlot>
      <DialogSlot open={result}>
        {(shown, opened) => (
          <ResultDialog
            opened={opened}
            result={shown}
            onClose={() => setResult(null)}
            focusAfter={focusAfterOutcome}
            onRetry={
              shown.retryAdd
                ? () => {
                    setResult(null)
                    save()
                  }
                : undefined
            }
          />
        )}
      </DialogSlot>
    </Stack>
  )
}

/** The calls bound to one entry: photos added in its owner's name. */
function entryPhotoApi<T extends PhotoEntry>(calls: PhotoCalls<T>, entry: T, queryClient: QueryClient): PhotoEditingApi<T> {
  return {
    add: (files, onUploadProgress) => calls.add(entry._id, { owner_id: entry.user._id, files }, { onUploadProgress }),
    remove: (photoIds) => calls.remove(entry._id, photoIds),
    store: (updated) => calls.store(queryClient, updated),
  }
}

type PhotoEntry = { _id: string; name: string; carousel_photos: Photo[]; user: { _id: string } }

type PhotoEditingPageProps<T extends PhotoEntry, K extends QueryKey> = {
  /** The heading (and tab title); the entry's name follows it once loaded. */
  title: string
  /** Where the Back button goes: the feature's list. */
  backTo: LinkProps['to']
  /** The `?id=` of the route; empty when the URL has none. */
  id: string
  /** The feature's detail query (the route's loader warmed it); reloaded after a delete (spec section 4 "Photos"). */
  detail: (id: string) => UseQueryOptions<T, Error, T, K>
  /** The admin may edit this entry's photos (spec section 6, through can()). */
  allowed: (profile: Profile | null, entry: T) => boolean
  /** The photos are added in the name of the entry's owner. */
  calls: PhotoCalls<T>
}

/**
 * Photo editing of an organization or an event (spec section 2 "Photo editing"): a Back button to
 * the list, the entry loaded by id (the error text or the server message on failure, with a retry), the
 * new area (previews in front, each with a remove icon; upload progress), the saved area with a
 * delete icon per photo through the delete confirmation (photosText.deleteTitle), the success / error modals with
 * their OK button, the 15-photo maximum (the last fitting ones kept) and the minimum (spec sections 5 and 8).
 */
export function PhotoEditingPage<T extends PhotoEntry, K extends QueryKey>({
  title,
  backTo,
  id,
  detail,
  allowed,
  calls,
}: PhotoEditingPageProps<T, K>) {
  const options = detail(id)
  const query = useQuery({ ...options, enabled: id !== '' })
  const { profile } = useSession()
  const queryClient = useQueryClient()
  const entry = query.data
  return (
    <PageFrame title={entry ? `${title}: ${entry.name}` : title} actions={<ActionLink to={backTo}>{t.back}</ActionLink>}>
      <EntryDetailState id={id} query={query}>
        {(loaded) =>
          !allowed(profile, loaded) ? (
            <ErrorPanel message={ru.errors.forbidden} />
          ) : (
            // Files chosen for one entry never carry over to another.
            <PhotoEditor
              key={loaded._id}
              saved={loaded.carousel_photos}
              api={entryPhotoApi(calls, loaded, queryClient)}
              detailKey={options.queryKey}
            />
          )
        }
      </EntryDetailState>
    </PageFrame>
  )
}
