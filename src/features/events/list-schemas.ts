import * as z from 'zod/mini'
import { isoDateSchema } from '@/shared/api/common-schemas'

/**
 * The events list screen's schemas, apart from schemas.ts so that the list builds only these.
 *
 * An event as the list screen reads it: what a card shows (cover, name, city, holding date, start
 * and end dates, status, owner e-mail, creation date) and its row actions need. The list answer
 * carries whole events (api-contract); zod drops the rest.
 */
export const eventListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  user: z.object({ _id: z.string(), email: z.string() }),
  city: z.nullable(z.object({ name: z.string() })),
  holding_date: z.string(),
  date_start: z._default(z.nullable(isoDateSchema), null),
  date_end: z._default(z.nullable(isoDateSchema), null),
  /** Only the cover (the first carousel photo) is kept. */
  carousel_photos: z.pipe(
    z.array(z.object({ preview_url: z.string() })),
    z.transform((photos: { preview_url: string }[]) => photos.slice(0, 1)),
  ),
  is_active: z.boolean(),
  createdAt: isoDateSchema,
})
export type EventListItem = z.infer<typeof eventListItemSchema>

/** Totals of the status filter over the whole collection (api-contract: `totals: {all, active, blocked}`). */
export const eventTotalsSchema = z.object({ all: z.number(), active: z.number(), blocked: z.number() })
export type EventTotals = z.infer<typeof eventTotalsSchema>

/** GET /events: `total` matches the query; with count_all_totals also the whole collection's `totals`. */
export const eventsListResponseSchema = z.object({
  events: z.array(eventListItemSchema),
  total: z.number(),
  totals: z.optional(eventTotalsSchema),
})
export type EventsListResponse = z.infer<typeof eventsListResponseSchema>
