import { useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { Photo } from '@/shared/api/common-schemas'
import { can } from '@/shared/auth/permissions'
import { PhotoEditingPage, type PhotoCalls } from '@/shared/photos/photo-editing-page'
import type { UploadCallOptions } from '@/shared/photos/upload'
import { addedPhotos } from '@/shared/save/added-photos'
import { useWriteOnce } from '@/shared/save/write-once'
import type { EntryKind } from './entry-api'

/** What the photo page reads of an entry: its photos, its owner (photos are added in the owner's name) and its creator. */
type PhotoEntry = { _id: string; name: string; carousel_photos: Photo[]; user: { _id: string }; creator_admin?: string | null }

type EntryPhotosPageProps<T extends PhotoEntry, K extends QueryKey> = {
  /** The `?id=` of the route; empty when the URL has none. */
  id: string
  title: string
  /** The kind's calls (entry-api.ts): its name, its load by id (the look-up of an uncertain add) and its two photo calls. */
  api: {
    kind: EntryKind
    detail: (id: string) => Promise<T>
    addPhotos: (id: string, input: { owner_id: string; files: readonly File[] }, options: UploadCallOptions) => Promise<T>
    removePhotos: (id: string, photoIds: readonly string[]) => Promise<T>
  }
  detail: (id: string) => UseQueryOptions<T, Error, T, K>
  /** An updated entry: the detail is replaced and every cached list patched by _id (the feature's mutations.ts). */
  store: (queryClient: QueryClient, entry: T) => void
}

/**
 * Photo editing of one organization or event on the shared photo page: Back goes to the kind's list, and the kind's
 * edit right (spec section 6, through can()) allows it.
 */
export function EntryPhotosPage<T extends PhotoEntry, K extends QueryKey>({ id, title, api, detail, store }: EntryPhotosPageProps<T, K>) {
  const queryClient = useQueryClient()
  const once = useWriteOnce()
  // Made once (shared/save/write-once.ts): after an uncertain answer the entry is read again for the photos the add made.
  const add: PhotoCalls<T>['add'] = (entryId, input, options) => {
    const before = new Set(queryClient.getQueryData<T>(detail(entryId).queryKey)?.carousel_photos.map((photo) => photo._id))
    return once.run({
      input: { entryId, files: input.files },
      send: (idempotencyKey) => api.addPhotos(entryId, input, { ...options, idempotencyKey }),
      find: async () => {
        const entry = await api.detail(entryId)
        return addedPhotos(entry.carousel_photos, (photo) => photo.title, before, input.files) ? entry : null
      },
    })
  }
  return (
    <PhotoEditingPage
      title={title}
      backTo={`/${api.kind}/view`}
      id={id}
      detail={detail}
      allowed={(profile, entry) => can(profile, `${api.kind}:edit`, entry)}
      calls={{ add, remove: api.removePhotos, store }}
    />
  )
}
