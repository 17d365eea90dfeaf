import { describe, expect, it } from 'vitest'
import type { EventListItem } from '@/features/events/schemas'
import type { AdminFlag, Profile } from '@/shared/auth/schemas'
import { eventsText } from '@/shared/i18n/events'
import { testAdmin } from '@/test/profiles'
import { eventCardSpec, eventDatesText } from './event-card'

/** An admin with only the given flags. */
const admin = (flags: AdminFlag[]): Profile => ({
  ...testAdmin(),
  ...(Object.fromEntries(flags.map((flag) => [flag, true])) as Partial<Record<AdminFlag, boolean>>),
})

const event: EventListItem = {
  _id: 'e40000000000000000000007',
  name: 'Книжный клуб «Весна» — Бишкек',
  user: { _id: 'us0000000000000000000001', email: 'owner@example.com' },
  city: { name: 'Бишкек' },
  holding_date: '5 марта, с 18:00',
  date_start: '2026-03-05T00:00:00.000Z',
  date_end: '2026-03-07T00:00:00.000Z',
  carousel_photos: [{ preview_url: '/uploads/photos/event-7-1.jpg' }],
  is_active: true,
  createdAt: '2025-11-02T10:00:00.000Z',
}

const menuOf = (profile: Profile, entry: EventListItem = event) => {
  const { links, actions } = eventCardSpec.menu(entry, profile)
  return { links: links.map((link) => link.label), actions: actions.map((item) => item.action) }
}

describe('eventDatesText: start–end dates as DD.MM.YYYY calendar days', () => {
  it('gives both days, the one given, or the not-given text', () => {
    expect(eventDatesText(event)).toBe('05.03.2026 – 07.03.2026')
    expect(eventDatesText({ date_start: '2026-03-05T00:00:00.000Z', date_end: null })).toBe('05.03.2026')
    expect(eventDatesText({ date_start: null, date_end: '2026-12-31T00:00:00.000Z' })).toBe('31.12.2026')
    expect(eventDatesText({ date_start: null, date_end: null })).toBe(eventsText.noDates)
  })
})

describe('eventCardSpec: what an event card shows', () => {
  it('shows the city, holding date, dates and owner e-mail; the status and creation date', () => {
    const meta = eventCardSpec.meta(event)
    expect(meta.split('\n')).toEqual([
      `${eventsText.city}: Бишкек`,
      `${eventsText.holdingDate}: 5 марта, с 18:00`,
      `${eventsText.dates}: 05.03.2026 – 07.03.2026`,
      `${eventsText.owner}: owner@example.com`,
    ])
    expect(eventCardSpec.meta({ ...event, city: null })).toContain(`${eventsText.city}: ${eventsText.noCity}`)
    expect(eventCardSpec.status(event)).toMatch(new RegExp(`^${eventsText.active} · ${eventsText.createdAt}: \\d\\d\\.11\\.2025$`))
    expect(eventCardSpec.status({ ...event, is_active: false })).toContain(eventsText.banned)
  })
})

describe('eventCardSpec: the row menu by right (spec section 6)', () => {
  it('shows the menu only to an admin with can_edit_events or can_fully_delete', () => {
    expect(eventCardSpec.hasMenu(event, admin(['can_edit_events']))).toBe(true)
    expect(eventCardSpec.hasMenu(event, admin(['can_fully_delete']))).toBe(true)
    expect(eventCardSpec.hasMenu(event, admin(['can_edit_orgs', 'can_modify_users_and_orgs']))).toBe(false)
    expect(eventCardSpec.hasMenu(event, null)).toBe(false)
  })

  it('can_edit_events: open, edit and photos (new tab) and ban, or unban when banned; no delete', () => {
    const m = eventsText.menu
    expect(menuOf(admin(['can_edit_events']))).toEqual({ links: [m.open, m.edit, m.editPhotos], actions: ['ban'] })
    expect(menuOf(admin(['can_edit_events']), { ...event, is_active: false }).actions).toEqual(['unban'])
    const links = eventCardSpec.menu(event, admin(['can_edit_events'])).links.map((link) => link.href)
    expect(links).toEqual([`/events/single-view?id=${event._id}`, `/events/edit?id=${event._id}`, `/events/edit-photos?id=${event._id}`])
  })

  it('can_fully_delete alone: open and delete; both rights: everything', () => {
    expect(menuOf(admin(['can_fully_delete']))).toEqual({ links: [eventsText.menu.open], actions: ['delete'] })
    expect(menuOf(admin(['can_edit_events', 'can_fully_delete'])).actions).toEqual(['ban', 'delete'])
  })
})
