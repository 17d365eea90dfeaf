import * as z from 'zod/mini'
import { contactsSchema, entryOwnerSchema, isoDateSchema, photoSchema } from '@/shared/api/common-schemas'
import { citySchema } from '@/features/cities/schemas'

/** Event as the api-contract gives it (spec section 3 "Event"). */
export const eventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  user: entryOwnerSchema,
  country: z.object({ _id: z.string(), name: z.string() }),
  /** Every event has a city; null is read (a city removed elsewhere) and shown as empty. */
  city: z.nullable(citySchema),
  specialization: z.string(),
  /** Free text, shown as typed. */
  holding_date: z.string(),
  /** ISO at the start of the day in UTC, or null when not given. */
  date_start: z._default(z.nullable(isoDateSchema), null),
  date_end: z._default(z.nullable(isoDateSchema), null),
  address: z._default(z.string(), ''),
  contacts: contactsSchema,
  description: z.string(),
  carousel_photos: z.array(photoSchema),
  is_active: z.boolean(),
  createdAt: isoDateSchema,
})
export type Event = z.infer<typeof eventSchema>

/** GET /events/{id}, block, create, edit, photos add/remove. */
export const eventResponseSchema = z.object({ event: eventSchema })

/**
 * The create/edit payload of spec section 3: date_start / date_end are ISO at the start of the day
 * in UTC and present only when valid (an empty or invalid date is left out); an edit sends null for
 * a date the admin cleared, so that the server clears it (docs/api.md).
 */
export const eventPayloadSchema = z.object({
  owner_id: z.string(),
  name: z.string(),
  country_id: z.string(),
  city_id: z.string(),
  holding_date: z.string(),
  specialization: z.string(),
  address: z.string(),
  contacts: contactsSchema,
  description: z.string(),
  date_start: z.optional(z.nullable(z.string())),
  date_end: z.optional(z.nullable(z.string())),
})
export type EventPayload = z.infer<typeof eventPayloadSchema>

// The list screen's schemas live apart, so that the list does not build the schemas above.
export {
  eventListItemSchema,
  eventsListResponseSchema,
  type EventListItem,
  type EventsListResponse,
  type EventTotals,
} from './list-schemas'
