import { z } from 'zod'
import type { Event } from '@/features/events/schemas'
import type { EventRecord } from '../db'
import {
  bad,
  checkCity,
  checkContacts,
  checkMinText,
  checkName,
  checkOwner,
  checkPhotoCount,
  ENTRY_MESSAGES,
  placeLookups,
  type PlaceLookups,
  storeUploads,
} from '../entries'
import { entryHandlers } from '../entry-handlers'
import { listEntries, requireCan } from '../lib'
import { newId } from '../random'
import { db } from '../store'

/** Server messages of this backend (English, as the api-contract's). */
export const EVENT_MESSAGES = {
  ...ENTRY_MESSAGES,
  notFound: 'There is no such event',
  invalidStartDate: 'Invalid start date',
  invalidEndDate: 'Invalid end date',
  endBeforeStart: 'The end date is before the start date',
} as const

// ---------------------------------------------------------------------------------------------
// Reading: records resolved into the contract's Event shape.

export function toEvent(record: EventRecord, look: PlaceLookups = placeLookups()): Event {
  const user = look.users.get(record.user_id)
  const country = look.countries.get(record.country_id)
  return {
    _id: record._id,
    name: record.name,
    user: { _id: record.user_id, email: user?.email ?? '', createdAt: user?.createdAt ?? record.createdAt },
    country: { _id: record.country_id, name: country?.name ?? '' },
    city: look.cities.get(record.city_id) ?? null,
    specialization: record.specialization,
    holding_date: record.holding_date,
    date_start: record.date_start,
    date_end: record.date_end,
    address: record.address,
    contacts: { ...record.contacts },
    description: record.description,
    carousel_photos: record.carousel_photos.map((photo) => ({ ...photo })),
    is_active: record.is_active,
    createdAt: record.createdAt,
  }
}

/**
 * GET /events (the organizations' query): q over the name; with deep search also the description,
 * specialization, holding date, address, city and the owner's e-mail. `totals: {all, active,
 * blocked}` over the whole collection with count_all_totals.
 */
export function listEvents(request: Request) {
  const look = placeLookups()
  const { items, total, totals } = listEntries(request, db().events, {
    name: (record) => record.name,
    deepFields: (record) => [
      record.description,
      record.specialization,
      record.holding_date,
      record.address,
      look.cities.get(record.city_id)?.name,
      look.users.get(record.user_id)?.email,
    ],
  })
  const payload: Record<string, unknown> = { events: items.map((record) => toEvent(record, look)), total }
  if (totals) payload.totals = totals
  return payload
}

// ---------------------------------------------------------------------------------------------
// Writing: validation like a real server, with English messages.

const payloadSchema = z.object({
  owner_id: z.string(),
  name: z.string(),
  country_id: z.string().default(''),
  city_id: z.string().nullish(),
  holding_date: z.string(),
  specialization: z.string(),
  address: z.string().default(''),
  contacts: z.record(z.string(), z.string().nullish()),
  description: z.string(),
  /** ISO dates; empty or null means none. */
  date_start: z.string().nullish(),
  date_end: z.string().nullish(),
})
type Payload = z.output<typeof payloadSchema>

/** An ISO date, or null when none is given; 400 with `message` when it is not a date. */
function isoOrNull(value: string | null | undefined, message: string): string | null {
  if (value === undefined || value === null || value.trim() === '') return null
  const time = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim()) || Number.isNaN(time)) bad(message)
  return new Date(time).toISOString()
}

type EventFields = Omit<EventRecord, '_id' | 'carousel_photos' | 'is_active' | 'createdAt'>

/** Checks a complete payload; returns the record fields it describes. */
function validatePayload(payload: Payload): EventFields {
  const ownerId = checkOwner(payload.owner_id)
  const name = checkName(payload.name)
  const city = checkCity(payload.city_id, true)!
  const holdingDate = checkMinText(payload.holding_date, 'Holding date')
  const specialization = checkMinText(payload.specialization, 'Specialization')
  const contacts = checkContacts(payload.contacts)
  const description = checkMinText(payload.description, 'Description')
  const dateStart = isoOrNull(payload.date_start, EVENT_MESSAGES.invalidStartDate)
  const dateEnd = isoOrNull(payload.date_end, EVENT_MESSAGES.invalidEndDate)
  if (dateStart && dateEnd && dateEnd < dateStart) bad(EVENT_MESSAGES.endBeforeStart)
  return {
    user_id: ownerId,
    name,
    // The city decides the country.
    country_id: city.country_id,
    city_id: city._id,
    specialization,
    holding_date: holdingDate,
    date_start: dateStart,
    date_end: dateEnd,
    address: payload.address.trim(),
    contacts,
    description,
  }
}

function recordToPayload(record: EventRecord): Payload {
  return {
    owner_id: record.user_id,
    name: record.name,
    country_id: record.country_id,
    city_id: record.city_id,
    holding_date: record.holding_date,
    specialization: record.specialization,
    address: record.address,
    contacts: record.contacts,
    description: record.description,
    date_start: record.date_start,
    date_end: record.date_end,
  }
}

export const eventHandlers = entryHandlers({
  kind: 'events',
  one: 'event',
  notFound: EVENT_MESSAGES.notFound,
  records: () => db().events,
  list: listEvents,
  toEntry: (record) => toEvent(record),
  payloadSchema,
  toPayload: recordToPayload,
  validate: validatePayload,
  requireCreate: (caller) => requireCan(caller, 'events:edit'),
  requireEdit: (caller) => requireCan(caller, 'events:edit'),
  created: async ({ fields, files }): Promise<EventRecord> => {
    checkPhotoCount(files.length)
    return { _id: newId(), ...fields, carousel_photos: await storeUploads(files), is_active: true, createdAt: new Date().toISOString() }
  },
})
