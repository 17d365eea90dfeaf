import * as z from 'zod/mini'

// Kept apart from schemas.ts: the route's search validation loads with the route tree on every screen.
/** /template-photos?category=: the chosen category (the first one when absent). */
export const templatePhotosSearchSchema = z.object({ category: z.optional(z.catch(z.string(), '')) })
