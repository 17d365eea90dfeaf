import * as z from 'zod/mini'

// Kept apart from schemas.ts: the route's search validation loads with the route tree on every screen.
/** /gallery search params: the chosen information item, and whether it is being edited (a reload restores the editor with its draft). */
export const gallerySearchSchema = z.object({
  item: z.optional(z.catch(z.string(), '')),
  edit: z.catch(z.optional(z.boolean()), undefined),
})
export type GallerySearch = z.infer<typeof gallerySearchSchema>
