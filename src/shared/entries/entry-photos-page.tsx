import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { Photo } from '@/shared/api/common-schemas'
import { can } from '@/shared/auth/permissions'
import { PhotoEditingPage } from '@/shared/photos/photo-editing-page'
import type { UploadCallOptions } from '@/shared/photos/upload'
import type { EntryKind } from './entry-api'

/** What the photo page reads of an entry: its photos, its owner (photos are added in the owner's name) and its creator. */
type PhotoEntry = { _id: string; name: string; carousel_photos: Photo[]; user: { _id: string }; creator_admin?: string | null }

type EntryPhotosPageProps<T extends PhotoEntry, K extends QueryKey> = {
  /** The `?id=` of the route; empty when the URL has none. */
  id: string
  title: string
  /** The kind's calls (entry-api.ts): its name and its two photo calls. */
  api: {
    kind: EntryKind
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
  return (
    <PhotoEditingPage
      title={title}
      backTo={`/${api.kind}/view`}
      id={id}
      detail={detail}
      allowed={(profile, entry) => can(profile, `${api.kind}:edit`, entry)}
      calls={{ add: api.addPhotos, remove: api.removePhotos, store }}
    />
  )
}
