import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '@/shared/photos/upload'
import { galleryResponseSchema, infoResponseSchema, infoTableResponseSchema, type InfoUpdate } from './schemas'

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

/** GET /static-data/info-table as the console needs it: hidden items too, every section (spec section 4). */
export async function fetchInfoTable(countryId: string, signal?: AbortSignal) {
  const { infoTable } = await apiRequest(infoTableResponseSchema, '/static-data/info-table', {
    searchParams: { country_id: countryId, only_visible: false, populate_all_blocks: true },
    ...withSignal(signal),
  })
  return infoTable
}

/** GET /admins/gallery: the photos of one information item. */
export async function fetchGallery(countryId: string, itemId: string, signal?: AbortSignal) {
  const { gallery } = await apiRequest(galleryResponseSchema, '/admins/gallery', {
    searchParams: { information_item_id: itemId, country_id: countryId },
    ...withSignal(signal),
  })
  return gallery
}

export type GalleryTarget = { countryId: string; blockId: string; itemId: string }

/** POST /admins/gallery (multipart, the files as `image` parts): the new entries. */
export async function addGalleryPhotos(target: GalleryTarget, files: readonly File[], options: UploadCallOptions = {}) {
  const form = new FormData()
  form.append('country_id', target.countryId)
  form.append('information_block_id', target.blockId)
  form.append('information_item_id', target.itemId)
  for (const file of files) form.append('image', file, file.name)
  const { gallery } = await uploadRequest(galleryResponseSchema, '/admins/gallery', form, uploadOptions(options))
  return gallery
}

/** DELETE /admins/gallery/{id}?country_id. */
export async function deleteGalleryPhoto(countryId: string, id: string) {
  await apiRequest(okSchema, `/admins/gallery/${pathId(id)}`, { method: 'delete', searchParams: { country_id: countryId } })
}

/** PUT /admins/infos with the changed keys: the saved item. */
export async function updateInfo(update: InfoUpdate) {
  const { info } = await apiRequest(infoResponseSchema, '/admins/infos', { method: 'put', json: update })
  return info
}
