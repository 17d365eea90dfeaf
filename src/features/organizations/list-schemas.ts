import * as z from 'zod/mini'
import { isoDateSchema } from '@/shared/api/common-schemas'

/**
 * The organizations list screen's schemas, apart from schemas.ts so that the list builds only
 * these (the full Organization and payload schemas load with the screens that need them).
 *
 * An organization as the list screen reads it: what a card shows and its row actions need. The
 * list answer carries whole organizations (api-contract); zod drops the rest, so 500 cards stay
 * light in memory and quick to parse. Anything that needs more loads the organization by id.
 */
export const organizationListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  user: z.object({ _id: z.string(), email: z.string() }),
  category: z.object({ name: z.string() }),
  city: z.nullable(z.object({ name: z.string() })),
  /** Only the cover (the first carousel photo) is kept. */
  carousel_photos: z.pipe(
    z.array(z.object({ preview_url: z.string() })),
    z.transform((photos: { preview_url: string }[]) => photos.slice(0, 1)),
  ),
  is_active: z.boolean(),
  creator_admin: z._default(z.nullable(z.string()), null),
  createdAt: isoDateSchema,
})
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>

/** GET /organizations: `total` matches the query; with count_all_totals the whole collection's totals too. */
export const organizationsListResponseSchema = z.object({
  organizations: z.array(organizationListItemSchema),
  total: z.number(),
  total_active: z.optional(z.number()),
  total_blocked: z.optional(z.number()),
})
export type OrganizationsListResponse = z.infer<typeof organizationsListResponseSchema>
