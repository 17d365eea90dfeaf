import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '@/shared/photos/upload'
import { templatePhotoResponseSchema, templatePhotosResponseSchema } from './schemas'

/** GET /admins/template-photos/{id}: one template photo, used to check an id typed into a form. */
export async function fetchTemplatePhoto(id: string, signal?: AbortSignal) {
  const { templatePhoto } = await apiRequest(templatePhotoResponseSchema, `/admins/template-photos/${pathId(id)}`, signal ? { signal } : {})
  return templatePhoto
}

/** GET /admins/template-photos?category_id: the photos of one category folder. */
export async function fetchTemplatePhotos(categoryId: string, signal?: AbortSignal) {
  const { templatePhotos } = await apiRequest(templatePhotosResponseSchema, '/admins/template-photos', {
    searchParams: { category_id: categoryId },
    ...(signal ? { signal } : {}),
  })
  return templatePhotos
}

/** POST /admins/template-photos (multipart `category_id` and `files` parts): the new photos. */
export async function addTemplatePhotos(categoryId: string, files: readonly File[], options: UploadCallOptions = {}) {
  const form = new FormData()
  form.append('category_id', categoryId)
  for (const file of files) form.append('files', file, file.name)
  const { templatePhotos } = await uploadRequest(templatePhotosResponseSchema, '/admins/template-photos', form, uploadOptions(options))
  return templatePhotos
}

/** DELETE /admins/template-photos/{id}?country_id (the system country, when there is one). */
export async function deleteTemplatePhoto(id: string, countryId: string | null) {
  await apiRequest(okSchema, `/admins/template-photos/${pathId(id)}`, {
    method: 'delete',
    searchParams: { country_id: countryId },
  })
}
