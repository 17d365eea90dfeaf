import * as z from 'zod/mini'
import { photoSchema } from '@/shared/api/common-schemas'

/** Information item (api-contract "Shapes"): a page of the app's information section. */
export const infoItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  inner_html: z.string(),
  is_visible: z.boolean(),
  information_block_id: z.string(),
})
export type InfoItem = z.infer<typeof infoItemSchema>

/** Information section with its items; whether it is open is the console's own view state. */
export const infoSectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  items: z.array(infoItemSchema),
})
export type InfoSection = z.infer<typeof infoSectionSchema>

/** GET /static-data/info-table. */
export const infoTableResponseSchema = z.object({ infoTable: z.array(infoSectionSchema) })

/** Gallery photo entry (api-contract): `{_id, photo: Photo}`. */
export const galleryEntrySchema = z.object({ _id: z.string(), photo: photoSchema })
export type GalleryEntry = z.infer<typeof galleryEntrySchema>

/** GET /admins/gallery and POST /admins/gallery (the new entries). */
export const galleryResponseSchema = z.object({ gallery: z.array(galleryEntrySchema) })

/** PUT /admins/infos: the changed keys only. */
export const infoUpdateSchema = z.object({
  country_id: z.string(),
  information_item_id: z.string(),
  // At least 2 characters once trimmed: the form checks it, the server answers 'Name length minimum 2'.
  name: z.optional(z.string()),
  inner_html: z.optional(z.string()),
  is_visible: z.optional(z.boolean()),
})
export type InfoUpdate = z.infer<typeof infoUpdateSchema>

export const infoResponseSchema = z.object({ info: infoItemSchema })

/** /gallery search params: the chosen information item, and whether it is being edited (a reload restores the editor with its draft). */
export const gallerySearchSchema = z.object({
  item: z.optional(z.catch(z.string(), '')),
  edit: z.catch(z.optional(z.boolean()), undefined),
})
export type GallerySearch = z.infer<typeof gallerySearchSchema>
