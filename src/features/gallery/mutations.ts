import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/shared/api/client'
import { refetchCached, setCachedData } from '@/shared/cache/query-cache'
import { galleryText } from '@/shared/i18n/gallery'
import type { UploadProgress } from '@/shared/photos/upload'
import { addedPhotos } from '@/shared/save/added-photos'
import { changedPart } from '@/shared/save/three-way-merge'
import { useMergedSave } from '@/shared/save/use-merged-save'
import { useWriteOnce } from '@/shared/save/write-once'
import { addGalleryPhotos, deleteGalleryPhoto, fetchGallery, fetchInfoTable, updateInfo, type GalleryTarget } from './api'
import { infoSavedValues, type InfoDraft } from './info-draft'
import { replaceInfoItem } from './info-edit'
import { galleryQueries } from './queries'
import type { GalleryEntry, InfoItem, InfoSection } from './schemas'

/**
 * Upload to an item's gallery: the new photos show at once, in front. Made once (shared/save/write-once.ts): after an
 * uncertain answer the item's gallery is read again for the photos the upload added before the retry is offered.
 */
export function useAddGalleryPhotos(target: GalleryTarget) {
  const queryClient = useQueryClient()
  const once = useWriteOnce()
  const { queryKey } = galleryQueries.photos(target.countryId, target.itemId)
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (progress: UploadProgress) => void }) => {
      const before = new Set(queryClient.getQueryData<GalleryEntry[]>(queryKey)?.map((entry) => entry._id))
      return once.run({
        input: files,
        send: (idempotencyKey) => addGalleryPhotos(target, files, { onUploadProgress: onProgress, idempotencyKey }),
        find: async () => addedPhotos(await fetchGallery(target.countryId, target.itemId), (entry) => entry.photo.title, before, files),
      })
    },
    onSuccess: (created) => {
      setCachedData<GalleryEntry[]>(queryClient, queryKey, (current) => [
        ...created,
        ...(current ?? []).filter((entry) => !created.some((made) => made._id === entry._id)),
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

/** The item as the server holds it now, read past the cache (the country's whole information table). */
async function fetchInfoItem(countryId: string, itemId: string): Promise<InfoItem> {
  const item = (await fetchInfoTable(countryId)).flatMap((section) => section.items).find((candidate) => candidate._id === itemId)
  if (!item) throw new ApiError('http', NO_SUCH_ITEM, { status: 404, serverMessage: NO_SUCH_ITEM })
  return item
}
const NO_SUCH_ITEM = 'There is no such information item'

/**
 * An information item's save on the one save path (shared/save/use-merged-save.tsx): `base` is the item as the
 * editor opened it, `mine` what is typed; the parts that differ from the item as the server holds it now are sent
 * (PUT /admins/infos takes changed parts). The answer replaces it in the country's information table.
 */
export function useUpdateInfo(countryId: string, itemId: string) {
  const queryClient = useQueryClient()
  return useMergedSave({
    sides: (input: { base: InfoDraft; mine: InfoDraft }) => input,
    labels: { name: galleryText.nameLabel, inner_html: galleryText.bodyLabel, is_visible: galleryText.visibleLabel },
    read: () => fetchInfoItem(countryId, itemId),
    toValues: infoSavedValues,
    write: (merged, fresh) =>
      updateInfo({ country_id: countryId, information_item_id: itemId, ...changedPart(merged, infoSavedValues(fresh)) }),
    store: (info) =>
      setCachedData(queryClient, galleryQueries.infoTable(countryId).queryKey, (table: InfoSection[] | undefined) =>
        replaceInfoItem(table, info),
      ),
  })
}
