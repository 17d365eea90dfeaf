import * as z from 'zod/mini'
import { objectIdSchema } from '@/shared/api/common-schemas'

// Kept apart from schemas.ts: the route's search validation loads with the route tree on every screen.
/** /articles search params: the selected block and the open article (reload and Back restore them). */
export const articlesSearchSchema = z.object({
  block: z.catch(z.optional(objectIdSchema), undefined),
  article: z.catch(z.optional(objectIdSchema), undefined),
  /** The open article is being edited (a reload restores the editor with its draft). */
  edit: z.catch(z.optional(z.boolean()), undefined),
})
export type ArticlesSearch = z.infer<typeof articlesSearchSchema>
