// @vitest-environment node
// Node's own fetch, FormData and File: the mock parses real multipart bodies (jsdom's File does not reach it).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eventSchema, eventsListResponseSchema } from '@/features/events/schemas'
import { mockServer } from '../node'
import { makeId } from '../random'
import { createSeed } from '../seed'
import { EMPTY_CONTACTS_EVENT, EVENT_COUNT, EVENT_ID_PREFIX, LARGE_EVENT_COUNT, seedEvents } from '../seed-events'
import { db, resetDb } from '../store'
import { issueToken } from '../tokens'
import { listEvents, toEvent } from './events'

const list = (params: Record<string, string>) => {
  const response = listEvents(new Request(`http://localhost/api/events?${new URLSearchParams(params).toString()}`))
  return eventsListResponseSchema.parse({ status: 'ok', ...response })
}

const tokenOf = (email: string) => issueToken({ type: 'admin', _id: db().admins.find((a) => a.email === email)!._id })

type Answer = { status: string; message?: string; event?: ReturnType<typeof eventSchema.parse> }

async function send(method: string, path: string, email: string, body?: unknown): Promise<{ status: number; body: Answer }> {
  const multipart = body instanceof FormData
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${tokenOf(email)}`,
      ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Answer }
}

const PNG_BYTES = [137, 80, 78, 71, 1, 2, 3]
const png = (name = 'photo.png') => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' })

function validPayload(): Record<string, unknown> {
  const city = db().cities[0]!
  return {
    owner_id: db().users[3]!._id,
    name: 'Новогодняя ярмарка',
    country_id: city.country_id,
    city_id: city._id,
    holding_date: '28 декабря, с 10:00',
    specialization: 'Ярмарка',
    address: 'Площадь, 1',
    contacts: { phone_number: '', instagram: '', telegram: '@fair', whatsapp: '', viber: '', facebook: '', website: '' },
    description: 'Подарки и угощения',
    date_start: '2026-12-28T00:00:00.000Z',
    date_end: '2026-12-30T00:00:00.000Z',
  }
}

function createForm(payload: Record<string, unknown>, files: File[] = [png()]): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(payload))
    if (value !== undefined) form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
  for (const file of files) form.append('photos', file, file.name)
  return form
}

describe('events seed', () => {
  beforeEach(() => resetDb())

  it('seeds a few hundred events that the Event schema parses, in every country the organizations use, with real cities and owners', () => {
    const events = db().events
    expect(events).toHaveLength(EVENT_COUNT)
    for (const record of events) {
      const event = eventSchema.parse(toEvent(record))
      expect(event.city?.country_id).toBe(record.country_id)
      expect(event.user.email).not.toBe('')
      expect(event.country.name).not.toBe('')
    }
    // The cities step seeds, after this one, a country and a city that nothing uses.
    expect(new Set(events.map((e) => e.country_id))).toEqual(new Set(db().organizations.map((o) => o.country_id)))
    expect(new Set(events.map((e) => e.city_id)).size).toBeGreaterThan(20)
  })

  it('has past and coming dates, some without dates, banned ones, ones without contacts, and 1–5 photos each', () => {
    const events = db().events
    const now = new Date('2026-11-23T00:00:00Z').toISOString()
    expect(events.filter((e) => e.date_start && e.date_start < now).length).toBeGreaterThan(30)
    expect(events.filter((e) => e.date_start && e.date_start > now).length).toBeGreaterThan(30)
    expect(events.some((e) => e.date_start === null && e.date_end === null)).toBe(true)
    expect(events.every((e) => !e.date_start || !e.date_end || e.date_start <= e.date_end)).toBe(true)
    expect(events.every((e) => !e.date_start || e.date_start.endsWith('T00:00:00.000Z'))).toBe(true)
    const banned = events.filter((e) => !e.is_active).length / events.length
    expect(banned).toBeGreaterThan(0.05)
    expect(banned).toBeLessThan(0.25)
    const empty = events.find((e) => e._id === makeId(EVENT_ID_PREFIX.event, EMPTY_CONTACTS_EVENT))!
    expect(Object.values(empty.contacts).every((v) => v === '')).toBe(true)
    expect(events.every((e) => e.carousel_photos.length >= 1 && e.carousel_photos.length <= 5)).toBe(true)
    expect(events.every((e) => e.holding_date.length >= 2)).toBe(true)
  })

  it('the event complaints point at seeded events; the seed is deterministic and the large mode has 10 000', () => {
    const ids = new Set(db().events.map((e) => e._id))
    const eventComplaints = db().complaints.filter((c) => c.kind === 'event')
    expect(eventComplaints.length).toBeGreaterThan(0)
    expect(eventComplaints.every((c) => ids.has(c.subject_id))).toBe(true)
    expect(createSeed().events).toEqual(createSeed().events)
    const started = performance.now()
    const large = seedEvents(db(), { large: true })
    expect(performance.now() - started).toBeLessThan(3000)
    expect(large).toHaveLength(LARGE_EVENT_COUNT)
  })
})

describe('GET /api/events (mock)', () => {
  beforeEach(() => resetDb())

  it('pages newest first with total matching the query', () => {
    const first = list({ page: '1', per_page: '100', sort_by_date: 'true' })
    expect(first.events).toHaveLength(100)
    expect(first.total).toBe(EVENT_COUNT)
    const dates = first.events.map((e) => e.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(list({ page: '3', per_page: '100' }).events).toHaveLength(100)
    expect(list({ page: '4', per_page: '100' }).events).toHaveLength(0)
    expect(list({ per_page: '9999' }).events).toHaveLength(EVENT_COUNT)
  })

  it('searches the name only, unless deep search also looks at the owner e-mail and the city', () => {
    const record = db().events[4]!
    const word = /«(.+)»/.exec(record.name)![1]!
    const byName = list({ q: word.toUpperCase(), per_page: '500' })
    expect(byName.total).toBeGreaterThan(0)
    expect(byName.events.every((e) => e.name.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    const email = db().users.find((u) => u._id === record.user_id)!.email
    expect(list({ q: email }).total).toBe(0)
    expect(list({ q: email, deep_search: 'true' }).events.map((e) => e._id)).toContain(record._id)
    const cityName = db().cities.find((c) => c._id === record.city_id)!.name
    expect(list({ q: cityName, deep_search: 'true', per_page: '500' }).total).toBeGreaterThanOrEqual(
      db().events.filter((e) => e.city_id === record.city_id).length,
    )
  })

  it('filters by is_active and gives totals {all, active, blocked} of the whole collection only with count_all_totals', () => {
    const active = db().events.filter((e) => e.is_active).length
    const onlyActive = list({ is_active: 'true', per_page: '500' })
    expect(onlyActive.total).toBe(active)
    expect(onlyActive.events.every((e) => e.is_active)).toBe(true)
    const banned = list({ is_active: 'false', per_page: '500' })
    expect(banned.total).toBe(EVENT_COUNT - active)
    expect(banned.totals).toBeUndefined()
    const withTotals = list({ is_active: 'false', q: 'zzz-none', count_all_totals: 'true' })
    expect(withTotals.total).toBe(0)
    expect(withTotals.totals).toEqual({ all: EVENT_COUNT, active, blocked: EVENT_COUNT - active })
  })
})

describe('event calls (mock): rights with can(), validation with the contract messages, stored photos', () => {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
  afterAll(() => mockServer.close())
  beforeEach(() => resetDb())

  it('GET /events/{id} answers the event, or 404 There is no such event', async () => {
    const record = db().events[0]!
    const found = (await (await fetch(`http://localhost/api/events/${record._id}?should_add_clicks=false`)).json()) as { event: unknown }
    expect(eventSchema.parse(found.event).name).toBe(record.name)
    const missing = await fetch(`http://localhost/api/events/${'f'.repeat(24)}`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ status: 'error', message: 'There is no such event' })
  })

  it('block needs can_edit_events; delete needs can_fully_delete and removes the event for good', async () => {
    const record = db().events[0]!
    expect((await send('PUT', '/admins/events/block', 'manager@example.com', { event_id: record._id, is_active: false })).status).toBe(403)
    const banned = await send('PUT', '/admins/events/block', 'events@example.com', { event_id: record._id, is_active: false })
    expect(banned.body.event?.is_active).toBe(false)
    expect(
      (await send('PUT', '/admins/events/block', 'events@example.com', { event_id: record._id, is_active: true })).body.event?.is_active,
    ).toBe(true)
    expect((await send('PUT', '/admins/events/block', 'events@example.com', { event_id: record._id })).status).toBe(400)

    expect((await send('DELETE', `/admins/events/${record._id}`, 'events@example.com')).status).toBe(403)
    const deleted = await send('DELETE', `/admins/events/${record._id}`, 'admin@example.com')
    expect(deleted.body).toEqual({ status: 'ok' })
    expect(db().events.some((e) => e._id === record._id)).toBe(false)
    expect((await send('DELETE', `/admins/events/${record._id}`, 'admin@example.com')).status).toBe(404)
  })

  it('create (multipart) checks every field in turn with the contract message, then stores the event and its photos', async () => {
    const create = (patch: Record<string, unknown>, files?: File[], email = 'events@example.com') =>
      send('POST', '/admins/events/create', email, createForm({ ...validPayload(), ...patch }, files))
    expect((await create({}, undefined, 'manager@example.com')).status).toBe(403)
    const cases: [Record<string, unknown>, string][] = [
      [{ owner_id: 'short' }, 'Owner id must be 24 characters'],
      [{ owner_id: 'f'.repeat(24) }, 'There is no such user'],
      [{ name: 'x' }, 'Name length must be between 2 and 100'],
      [{ name: 'x'.repeat(101) }, 'Name length must be between 2 and 100'],
      [{ city_id: '' }, 'City is required'],
      [{ city_id: 'f'.repeat(24) }, 'There is no such city'],
      [{ holding_date: ' x ' }, 'Holding date length minimum 2'],
      [{ specialization: '' }, 'Specialization length minimum 2'],
      [{ contacts: { phone_number: ' ' } }, 'At least one contact is required'],
      [{ description: 'x' }, 'Description length minimum 2'],
      [{ date_start: 'soon' }, 'Invalid start date'],
      [{ date_end: '2026-13-45' }, 'Invalid end date'],
      [{ date_end: '2026-12-01T00:00:00.000Z' }, 'The end date is before the start date'],
    ]
    for (const [patch, message] of cases) {
      const answer = await create(patch)
      expect({ patch, status: answer.status, message: answer.body.message }).toEqual({ patch, status: 400, message })
    }
    expect((await create({}, [])).body.message).toBe('The number of photos must be between 1 and 15')
    expect(
      (
        await create(
          {},
          Array.from({ length: 16 }, (_, i) => png(`${i}.png`)),
        )
      ).body.message,
    ).toBe('The number of photos must be between 1 and 15')
    expect((await create({}, [new File(['x'], 'notes.txt', { type: 'text/plain' })])).body.message).toBe(
      'Only png and jpeg photos are allowed',
    )
    expect(db().events).toHaveLength(EVENT_COUNT)

    const created = await create({ name: '  Новогодняя ярмарка  ', date_end: undefined }, [png('a.png'), png('b.png')])
    expect(created.status).toBe(201)
    const event = eventSchema.parse(created.body.event)
    expect(event).toMatchObject({
      name: 'Новогодняя ярмарка',
      date_start: '2026-12-28T00:00:00.000Z',
      date_end: null,
      is_active: true,
      holding_date: '28 декабря, с 10:00',
    })
    expect(event.city?._id).toBe(db().cities[0]!._id)
    expect(event.country._id).toBe(db().cities[0]!.country_id)
    expect(event.contacts.telegram).toBe('@fair')
    expect(db().events[0]!._id).toBe(event._id)
    expect(event.carousel_photos.map((p) => p.title)).toEqual(['a.png', 'b.png'])
    const preview = await fetch(`http://localhost${event.carousel_photos[0]!.preview_url}`)
    expect(preview.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await preview.arrayBuffer())]).toEqual(PNG_BYTES)
  })

  it('edit (PATCH) changes only what is sent, validates the result, and clears a date sent empty', async () => {
    const record = db().events.find((e) => e.date_start && e.date_end)!
    expect((await send('PATCH', `/admins/events/edit/${record._id}`, 'manager@example.com', { name: 'Новое имя' })).status).toBe(403)
    const city = db().cities.find((c) => c.country_id !== record.country_id)!
    const edited = await send('PATCH', `/admins/events/edit/${record._id}`, 'events@example.com', {
      name: 'Новое имя',
      city_id: city._id,
      date_start: '2027-01-05T00:00:00.000Z',
      date_end: '',
    })
    expect(edited.status).toBe(200)
    expect(edited.body.event).toMatchObject({
      name: 'Новое имя',
      date_start: '2027-01-05T00:00:00.000Z',
      date_end: null,
      description: record.description,
    })
    expect(edited.body.event?.city?._id).toBe(city._id)
    expect(edited.body.event?.country._id).toBe(city.country_id)
    expect(
      (await send('PATCH', `/admins/events/edit/${record._id}`, 'events@example.com', { date_end: '2027-01-01T00:00:00.000Z' })).body
        .message,
    ).toBe('The end date is before the start date')
    // The console sends null for a date the admin emptied on edit (docs/api.md).
    const cleared = await send('PATCH', `/admins/events/edit/${record._id}`, 'events@example.com', { date_start: null })
    expect(cleared.body.event).toMatchObject({ date_start: null, date_end: null, name: 'Новое имя' })
    expect((await send('PATCH', `/admins/events/edit/${'f'.repeat(24)}`, 'events@example.com', { name: 'Имя' })).status).toBe(404)
  })

  it('photos add puts new ones in front up to 15 in all; remove keeps at least 1 and refuses unknown ids', async () => {
    const record = db().events.find((e) => e.carousel_photos.length >= 2)!
    const before = record.carousel_photos.map((p) => p._id)
    const add = (count: number, email = 'events@example.com') => {
      const form = new FormData()
      form.append('type', 'carousel')
      form.append('owner_id', record.user_id)
      for (let i = 0; i < count; i += 1) form.append('files', png(`new-${i}.png`))
      return send('POST', `/admins/events/${record._id}/photos/add`, email, form)
    }
    expect((await add(1, 'manager@example.com')).status).toBe(403)
    expect((await add(16 - before.length)).body.message).toBe('Maximum number of photos in the carousel: 15')
    const added = await add(2)
    expect(added.body.event?.carousel_photos.map((p) => p._id).slice(2)).toEqual(before)
    const ids = added.body.event!.carousel_photos.map((p) => p._id)
    const remove = (photos_to_delete: string[]) =>
      send('POST', `/admins/events/${record._id}/photos/remove`, 'events@example.com', { photos_to_delete, type: 'carousel' })
    expect((await remove(ids)).body.message).toBe('Minimum number of photos in the carousel: 1')
    expect((await remove(['nope'])).body.message).toBe('There are no such photos')
    expect((await remove([ids[0]!])).body.event?.carousel_photos).toHaveLength(ids.length - 1)
  })
})
