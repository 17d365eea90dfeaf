import { describe, expect, it } from 'vitest'
import { emptyContacts } from '@/shared/lib/entry-form'
import type { EventFormValues } from './form-schema'
import { buildEventPayload, emptyEventForm, eventToFormValues } from './payload'
import type { Event } from './schemas'

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
