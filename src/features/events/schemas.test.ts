import { describe, expect, it } from 'vitest'
import { emptyContacts, fieldsWithErrors } from '@/shared/entries/entry-form-rules'
import { eventFormText } from '@/shared/i18n/events'
import { LIMITS } from '@/shared/limits'
import {
  buildEventEditPayload,
  buildEventPayload,
  emptyEventForm,
  EVENT_FORM_FIELDS,
  eventFormSchema,
  eventToFormValues,
  type Event,
  type EventFormValues,
} from './schemas'

const m = eventFormText.messages
const photo = () => new File(['x'], 'a.png', { type: 'image/png' })

function valid(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    ...emptyEventForm('000000c00000000000000001'),
    owner_id: '000000a00000000000000001',
    name: 'Ярмарка',
    holding_date: '12 июня, с 18:00',
    specialization: 'Ярмарка',
    city_id: '000000c10000000000000001',
    contacts: { ...emptyEventForm().contacts, telegram: '@fair' },
    description: 'Большая ярмарка',
    photos: [photo()],
    ...overrides,
  }
}

function errorsOf(values: EventFormValues, mode: 'create' | 'edit' = 'create'): Record<string, string> {
  const result = eventFormSchema(mode).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('event form schema (spec section 5 "Event")', () => {
  it('accepts a complete event, with or without dates', () => {
    expect(errorsOf(valid())).toEqual({})
    expect(errorsOf(valid({ date_start: '2026-06-12', date_end: '2026-06-14' }))).toEqual({})
    expect(errorsOf(valid({ date_start: '2026-06-12', date_end: '2026-06-12' }))).toEqual({})
  })

  it('gives every rule its message on an empty create', () => {
    expect(errorsOf(emptyEventForm())).toEqual({
      owner_id: m.ownerId,
      name: m.nameLength,
      holding_date: m.min2,
      specialization: m.min2,
      description: m.min2,
      city_id: m.cityRequired,
      contacts: m.contactsRequired,
      photos: m.photosCount(LIMITS.photosMin, LIMITS.photosMax),
    })
  })

  it('owner id is exactly 24 characters; name 2 to 100; texts at least 2 after trimming', () => {
    expect(errorsOf(valid({ owner_id: '1'.repeat(23) })).owner_id).toBe(m.ownerId)
    expect(errorsOf(valid({ owner_id: '1'.repeat(25) })).owner_id).toBe(m.ownerId)
    expect(errorsOf(valid({ name: 'Я' })).name).toBe(m.nameLength)
    expect(errorsOf(valid({ name: 'Я'.repeat(LIMITS.entityNameMax + 1) })).name).toBe(m.nameLength)
    expect(errorsOf(valid({ name: 'Я'.repeat(LIMITS.entityNameMax) })).name).toBeUndefined()
    expect(errorsOf(valid({ holding_date: ' 1 ' })).holding_date).toBe(m.min2)
    expect(errorsOf(valid({ specialization: 'a' })).specialization).toBe(m.min2)
    expect(errorsOf(valid({ description: '  ' })).description).toBe(m.min2)
  })

  it('needs one contact, a city, and an end date not before the start date', () => {
    expect(errorsOf(valid({ contacts: { ...emptyEventForm().contacts, website: '   ' } })).contacts).toBe(m.contactsRequired)
    expect(errorsOf(valid({ city_id: '' })).city_id).toBe(m.cityRequired)
    expect(errorsOf(valid({ date_start: '2026-06-12', date_end: '2026-06-11' })).date_end).toBe(m.endBeforeStart)
    // One date alone is fine.
    expect(errorsOf(valid({ date_start: null, date_end: '2026-06-11' }))).toEqual({})
  })

  it('counts photos on create only, between the minimum and 15', () => {
    expect(errorsOf(valid({ photos: [] })).photos).toBe(m.photosCount(LIMITS.photosMin, LIMITS.photosMax))
    expect(errorsOf(valid({ photos: Array.from({ length: LIMITS.photosMax + 1 }, photo) })).photos).toBeDefined()
    expect(errorsOf(valid({ photos: Array.from({ length: LIMITS.photosMax }, photo) })).photos).toBeUndefined()
    expect(errorsOf(valid({ photos: [] }), 'edit')).toEqual({})
  })

  it('lists the fields with errors in form order', () => {
    expect(fieldsWithErrors(EVENT_FORM_FIELDS, { photos: {}, date_end: {}, owner_id: {} })).toEqual(['owner_id', 'date_end', 'photos'])
  })
})

const values = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm('c1'),
  owner_id: ' 000000a00000000000000001 ',
  name: ' Ярмарка ',
  holding_date: ' 12 июня, с 18:00 ',
  specialization: ' Ярмарка ',
  city_id: 'city1',
  address: ' Парк ',
  contacts: { ...emptyContacts(), telegram: ' @fair ' },
  description: ' Описание ',
  ...overrides,
})

describe('event payload (spec section 3 "Event")', () => {
  it('sends the payload keys, texts trimmed, dates as ISO at the start of the day in UTC', () => {
    expect(buildEventPayload(values({ date_start: '2026-06-12', date_end: '2026-06-14' }))).toEqual({
      owner_id: '000000a00000000000000001',
      name: 'Ярмарка',
      country_id: 'c1',
      city_id: 'city1',
      holding_date: '12 июня, с 18:00',
      specialization: 'Ярмарка',
      address: 'Парк',
      contacts: { ...emptyContacts(), telegram: '@fair' },
      description: 'Описание',
      date_start: '2026-06-12T00:00:00.000Z',
      date_end: '2026-06-14T00:00:00.000Z',
    })
  })

  it('leaves an empty or invalid date out', () => {
    const payload = buildEventPayload(values({ date_start: null, date_end: '2026-02-30' }))
    expect('date_start' in payload).toBe(false)
    expect('date_end' in payload).toBe(false)
    expect('photos' in payload).toBe(false)
  })

  it('on edit sends null for a date the admin emptied, so that the server clears it', () => {
    const payload = buildEventPayload(values({ date_start: null, date_end: '2026-06-14' }), { cleared: ['date_start', 'date_end'] })
    expect(payload.date_start).toBeNull()
    expect(payload.date_end).toBe('2026-06-14T00:00:00.000Z')
  })

  it('an edit sends every key of the spec section 3 payload, a date not given as null', () => {
    const payload = buildEventEditPayload(values({ date_start: null, date_end: '2026-06-14' }))
    expect(Object.keys(payload).sort()).toEqual(
      [
        'owner_id',
        'name',
        'country_id',
        'city_id',
        'holding_date',
        'specialization',
        'address',
        'contacts',
        'description',
        'date_start',
        'date_end',
      ].sort(),
    )
    expect(payload).toMatchObject({ date_start: null, date_end: '2026-06-14T00:00:00.000Z' })
  })

  it('fills the edit form from an event, the dates back from ISO', () => {
    const event: Event = {
      _id: 'e1',
      name: 'Концерт',
      user: { _id: 'u1', email: 'u@example.com', createdAt: '2025-01-01T00:00:00.000Z' },
      country: { _id: 'c1', name: 'Казахстан' },
      city: { _id: 'city1', name: 'Алматы', sort: 1, coordinates: { lat: 43.2, lon: 76.9 }, country_id: 'c1' },
      specialization: 'Концерт',
      holding_date: 'В субботу',
      date_start: '2026-06-12T00:00:00.000Z',
      date_end: null,
      address: 'Парк',
      contacts: { ...emptyContacts(), phone_number: '+7 700' },
      description: 'Живая музыка',
      carousel_photos: [],
      is_active: true,
      createdAt: '2025-05-01T00:00:00.000Z',
    }
    expect(eventToFormValues(event)).toEqual({
      owner_id: 'u1',
      name: 'Концерт',
      holding_date: 'В субботу',
      date_start: '2026-06-12',
      date_end: null,
      specialization: 'Концерт',
      country_id: 'c1',
      city_id: 'city1',
      address: 'Парк',
      contacts: { ...emptyContacts(), phone_number: '+7 700' },
      description: 'Живая музыка',
      photos: [],
    })
    // The round trip gives the same payload dates.
    expect(buildEventPayload(eventToFormValues(event)).date_start).toBe(event.date_start)
  })
})
