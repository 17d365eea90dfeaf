import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refetchCached, removeCached, setCachedData } from '@/shared/cache/query-cache'
import type { UploadProgress } from '@/shared/photos/upload'
import { addedPhotos } from '@/shared/save/added-photos'
import { useWriteOnce } from '@/shared/save/write-once'
import { addTemplatePhotos, deleteTemplatePhoto, fetchTemplatePhotos } from './api'
import { templatePhotoQueries } from './queries'
import type { TemplatePhoto } from './schemas'

/**
 * Upload into a category folder: the new photos go in front of the cached list (spec section 4). Made once
 * (shared/save/write-once.ts): after an uncertain answer the folder is read again for the photos the upload added.
 */
export function useAddTemplatePhotos(categoryId: string) {
  const queryClient = useQueryClient()
  const once = useWriteOnce()
  const { queryKey } = templatePhotoQueries.list(categoryId)
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (progress: UploadProgress) => void }) => {
      const before = new Set(queryClient.getQueryData<TemplatePhoto[]>(queryKey)?.map((photo) => photo._id))
      return once.run({
        input: files,
        send: (idempotencyKey) => addTemplatePhotos(categoryId, files, { onUploadProgress: onProgress, idempotencyKey }),
        find: async () => addedPhotos(await fetchTemplatePhotos(categoryId), (photo) => photo.photo.title, before, files),
      })
    },
    onSuccess: (created) => {
      setCachedData<TemplatePhoto[]>(queryClient, queryKey, (current) => [
        ...created,
        ...(current ?? []).filter((photo) => !created.some((made) => made._id === photo._id)),
      ])
    },
  })
}

/** Delete one photo; only a success takes it out of the cached list, which is then reloaded (spec section 4 "Photos"); a failure changes nothing. */
export function useDeleteTemplatePhoto(categoryId: string, countryId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteTemplatePhoto(id, countryId),
    onSuccess: (_, id) => {
      const { queryKey } = templatePhotoQueries.list(categoryId)
      setCachedData<TemplatePhoto[]>(queryClient, queryKey, (current) => current?.filter((photo) => photo._id !== id))
      // Spec section 4 "Photos": after a delete the list is reloaded.
      void refetchCached(queryClient, queryKey, { exact: true })
      removeCached(queryClient, [...templatePhotoQueries.details(), id], { exact: true })
    },
  })
}
