import { describe, expect, it } from 'vitest'
import { eventFormText } from '@/shared/i18n/events'
import { LIMITS } from '@/shared/limits'
import { eventFormSchema, fieldsWithErrors, type EventFormValues } from './form-schema'
import { emptyEventForm } from './payload'

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
    expect(fieldsWithErrors({ photos: {}, date_end: {}, owner_id: {} })).toEqual(['owner_id', 'date_end', 'photos'])
  })
})
