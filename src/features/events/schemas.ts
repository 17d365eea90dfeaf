import * as z from 'zod/mini'
import { citySchema, contactsSchema, coverPhotosSchema, entryOwnerSchema, isoDateSchema, photoSchema } from '@/shared/api/common-schemas'
import {
  contactsToForm,
  emptyContacts,
  entryFieldSchemas,
  hasContact,
  minTextSchema,
  photoCountFits,
  trimContacts,
} from '@/shared/entries/entry-form-rules'
import { eventFormText } from '@/shared/i18n/events'
import { dayToIso, endsBeforeStart, isoToDay } from '@/shared/lib/calendar-day'
import { LIMITS } from '@/shared/limits'

/*
 * An event in each of its forms: as the server sends it (whole, and as a list card reads it), as
 * the form holds it, and as a save sends it; the conversions between them; and the search params
 * of the routes that open one event.
 */

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
  carousel_photos: coverPhotosSchema,
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

const m = eventFormText.messages

/** The form's fields: the payload's, with the dates as the pickers hold them and the new photos. */
const formFieldsSchema = z.object({
  owner_id: entryFieldSchemas.owner_id,
  name: entryFieldSchemas.name,
  /** Free text, shown as typed (spec section 2); at least 2 characters (section 5). */
  holding_date: minTextSchema,
  /** The date pickers' days (`YYYY-MM-DD`) or null; both optional. */
  date_start: z.nullable(z.string()),
  date_end: z.nullable(z.string()),
  specialization: entryFieldSchemas.specialization,
  country_id: entryFieldSchemas.country_id,
  city_id: entryFieldSchemas.city_id,
  address: entryFieldSchemas.address,
  contacts: entryFieldSchemas.contacts,
  description: entryFieldSchemas.description,
  photos: entryFieldSchemas.photos,
})

export type EventFormValues = z.input<typeof formFieldsSchema>
export type EventFormField = keyof EventFormValues

/** The form's fields in form order. */
export const EVENT_FORM_FIELDS = Object.keys(formFieldsSchema.shape) as EventFormField[]

/**
 * The event form's schema: every rule of spec section 5 "Event" with its message, plus what the
 * spec leaves open and docs/api.md settles: the city is required and the end date may not come
 * before the start date. Photos count only on create.
 */
export function eventFormSchema(mode: 'create' | 'edit') {
  return formFieldsSchema.check(
    z.superRefine((values: z.output<typeof formFieldsSchema>, ctx) => {
      const issue = (path: EventFormField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (!values.city_id) issue('city_id', m.cityRequired)
      if (endsBeforeStart(values.date_start, values.date_end)) issue('date_end', m.endBeforeStart)
      if (!hasContact(values.contacts)) issue('contacts', m.contactsRequired)
      if (mode === 'create' && !photoCountFits(values.photos.length)) issue('photos', m.photosCount(LIMITS.photosMin, LIMITS.photosMax))
    }),
  )
}

export type EventFormSchema = ReturnType<typeof eventFormSchema>
export type EventFormOutput = z.output<EventFormSchema>

type DateKey = 'date_start' | 'date_end'

/**
 * The payload of spec section 3 from the form's values: texts trimmed, date_start / date_end as ISO
 * at the start of the day in UTC, sent only when valid (an empty or invalid date is left out).
 * `cleared` names the dates an edit had on load and the admin emptied: those go as null, so that
 * the server clears them instead of keeping them (docs/api.md).
 */
export function buildEventPayload(values: EventFormValues, options: { cleared?: readonly DateKey[] } = {}): EventPayload {
  const payload: EventPayload = {
    owner_id: values.owner_id.trim(),
    name: values.name.trim(),
    country_id: values.country_id,
    city_id: values.city_id,
    holding_date: values.holding_date.trim(),
    specialization: values.specialization.trim(),
    address: values.address.trim(),
    contacts: trimContacts(values.contacts),
    description: values.description.trim(),
  }
  for (const key of ['date_start', 'date_end'] as const) {
    const iso = dayToIso(values[key])
    if (iso) payload[key] = iso
    else if (options.cleared?.includes(key) && !values[key]) payload[key] = null
  }
  return payload
}

/**
 * What an edit sends: the whole payload of spec section 3, every key (a backend written for the spec may read a missing
 * one as "clear it"); a date not given goes as null, so that the server clears one a colleague or this admin emptied.
 */
export function buildEventEditPayload(values: EventFormValues): EventPayload {
  return buildEventPayload(values, { cleared: ['date_start', 'date_end'] })
}

/** The create form's values: empty, in the given country. */
export function emptyEventForm(countryId = ''): EventFormValues {
  return {
    owner_id: '',
    name: '',
    holding_date: '',
    date_start: null,
    date_end: null,
    specialization: '',
    country_id: countryId,
    city_id: '',
    address: '',
    contacts: emptyContacts(),
    description: '',
    photos: [],
  }
}

/** An event as the edit form's values: every field filled, the dates back from ISO to the pickers' days. */
export function eventToFormValues(event: Event): EventFormValues {
  return {
    ...emptyEventForm(),
    owner_id: event.user._id,
    name: event.name,
    holding_date: event.holding_date,
    date_start: isoToDay(event.date_start),
    date_end: isoToDay(event.date_end),
    specialization: event.specialization,
    country_id: event.country._id || event.city?.country_id || '',
    city_id: event.city?._id ?? '',
    address: event.address,
    contacts: contactsToForm(event.contacts),
    description: event.description,
  }
}
