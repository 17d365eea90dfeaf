import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refetchCached, setCachedData } from '@/shared/api/query-cache'
import type { UploadProgress } from '@/shared/api/upload'
import { addGalleryPhotos, deleteGalleryPhoto, updateInfo, type GalleryTarget } from './api'
import { replaceInfoItem, type InfoChanges } from './info-edit'
import { galleryQueries } from './queries'
import type { GalleryEntry, InfoSection } from './schemas'

/** Upload to an item's gallery: the new photos show at once, in front. */
export function useAddGalleryPhotos(target: GalleryTarget) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (progress: UploadProgress) => void }) =>
      addGalleryPhotos(target, files, onProgress),
    onSuccess: (created) => {
      setCachedData<GalleryEntry[]>(queryClient, galleryQueries.photos(target.countryId, target.itemId).queryKey, (current) => [
        ...created,
        ...(current ?? []),
      ])
    },
  })
}

/** Delete one photo; the item's gallery is reloaded afterwards (spec section 4 "Photos"). */
export function useDeleteGalleryPhoto(countryId: string, itemId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteGalleryPhoto(countryId, id),
    onSuccess: (_, id) => {
      const { queryKey } = galleryQueries.photos(countryId, itemId)
      setCachedData<GalleryEntry[]>(queryClient, queryKey, (current) => current?.filter((entry) => entry._id !== id))
      void refetchCached(queryClient, queryKey, { exact: true })
    },
  })
}

/** Saves an information item's changed parts; the answer replaces it in the country's information table. */
export function useUpdateInfo(countryId: string, itemId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: InfoChanges) => updateInfo({ country_id: countryId, information_item_id: itemId, ...changes }),
    onSuccess: (info) => {
      setCachedData(queryClient, galleryQueries.infoTable(countryId).queryKey, (table: InfoSection[] | undefined) =>
        replaceInfoItem(table, info),
      )
    },
  })
}
