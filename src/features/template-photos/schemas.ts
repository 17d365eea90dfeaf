import * as z from 'zod/mini'
import { photoSchema } from '@/shared/api/common-schemas'

/** Template photo (api-contract): `{_id, photo: Photo, category_id}`. */
export const templatePhotoSchema = z.object({
  _id: z.string(),
  photo: photoSchema,
  category_id: z.string(),
})
export type TemplatePhoto = z.infer<typeof templatePhotoSchema>

/** GET /admins/template-photos/{id}. */
export const templatePhotoResponseSchema = z.object({ templatePhoto: templatePhotoSchema })

/** GET /admins/template-photos?category_id and POST /admins/template-photos (the new ones). */
export const templatePhotosResponseSchema = z.object({ templatePhotos: z.array(templatePhotoSchema) })

/** /template-photos?category=: the chosen category (the first one when absent). */
export const templatePhotosSearchSchema = z.object({ category: z.optional(z.catch(z.string(), '')) })
