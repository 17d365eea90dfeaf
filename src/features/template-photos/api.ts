import { apiRequest } from '../../shared/api/client'
import { templatePhotoResponseSchema } from './schemas'

/** GET /admins/template-photos/{id}: one template photo, used to check an id typed into a form. */
export async function fetchTemplatePhoto(id: string, signal?: AbortSignal) {
  const { templatePhoto } = await apiRequest(templatePhotoResponseSchema, `/admins/template-photos/${encodeURIComponent(id)}`, signal ? { signal } : {})
  return templatePhoto
}
