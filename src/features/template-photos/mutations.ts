import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refetchCached, removeCached, setCachedData } from '@/shared/cache/query-cache'
import type { UploadProgress } from '@/shared/photos/upload'
import { addTemplatePhotos, deleteTemplatePhoto } from './api'
import { templatePhotoQueries } from './queries'
import type { TemplatePhoto } from './schemas'

/** Upload into a category folder: the new photos go in front of the cached list (spec section 4). */
export function useAddTemplatePhotos(categoryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (progress: UploadProgress) => void }) =>
      addTemplatePhotos(categoryId, files, onProgress),
    onSuccess: (created) => {
      setCachedData<TemplatePhoto[]>(queryClient, templatePhotoQueries.list(categoryId).queryKey, (current) => [
        ...created,
        ...(current ?? []),
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
