import { describe, expect, it } from 'vitest'
import { navEntriesFor } from '@/shared/auth/nav'
import { ADMIN_FLAGS, type AdminFlag, type Profile } from '@/shared/auth/schemas'
import { eventsText } from '@/shared/i18n/events'
import { organizationsText } from '@/shared/i18n/organizations'
import { paletteText } from '@/shared/i18n/palette'
import { shellText } from '@/shared/i18n/shell'
import { LIMITS } from '@/shared/limits'
import {
  arrangeSections,
  eventItem,
  matchingItems,
  mayOpen,
  objectIdIn,
  organizationItem,
  readRecent,
  recentKey,
  rememberOpened,
  screenItems,
  searchKinds,
  userItem,
  withRecent,
  type PaletteItem,
} from './palette-items'

const KG = { _id: '0c0000000000000000000004', name: 'Кыргызстан', flag_url: '/uploads/flags/kg.svg' }

function admin(flags: AdminFlag[], complaints: (typeof KG)[] = [], id = 'ad0000000000000000000001'): Profile {
  return {
    _id: id,
    isAdmin: true,
    isRoot: false,
    display_name: 'Тест',
    ...(Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, flags.includes(flag)])) as Record<AdminFlag, boolean>),
    change_info_countries: [],
    change_info_country_ids: [],
    view_complains_countries: complaints,
    view_complains_country_ids: complaints.map((c) => c._id),
  }
}

const moderator = admin([], [KG])
const manager = admin(['can_modify_users_and_orgs', 'can_edit_orgs', 'can_edit_events'])

/** Storage in memory, as localStorage behaves. */
function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

const org = { _id: 'aa00000000000000000000a1', name: 'Кафе «Восток»', city: { name: 'Бишкек' }, is_active: true }

describe('palette: a pasted id', () => {
  it('takes 24 hex digits in any case with spaces around, in lower case', () => {
    expect(objectIdIn(' 65A1b2c3d4e5f60718293a4b \n')).toBe('65a1b2c3d4e5f60718293a4b')
    expect(objectIdIn('65a1b2c3d4e5f60718293a4b')).toBe('65a1b2c3d4e5f60718293a4b')
  })

  it('refuses anything else: 23 or 25 digits, a non-hex letter, a name, an id inside a text', () => {
    expect(objectIdIn('65a1b2c3d4e5f60718293a4')).toBeNull()
    expect(objectIdIn('65a1b2c3d4e5f60718293a4b0')).toBeNull()
    expect(objectIdIn('65a1b2c3d4e5f60718293a4g')).toBeNull()
    expect(objectIdIn('Кафе')).toBeNull()
    expect(objectIdIn('id 65a1b2c3d4e5f60718293a4b')).toBeNull()
    expect(objectIdIn('')).toBeNull()
  })
})

describe('palette: screens by rights', () => {
  it("offers the navigation's screens, in its order, and only the actions of screens the admin may open", () => {
    const items = screenItems(manager)
    const screens = items.filter((item) => item.key.startsWith('screen:'))
    expect(screens.map((item) => item.label)).toEqual(navEntriesFor(manager).map((entry) => entry.label))
    expect(items.filter((item) => item.key.startsWith('action:')).map((item) => item.label)).toEqual([
      organizationsText.add,
      eventsText.add,
    ])
  })

  it('a moderator gets only the complaints screen, no action, and no organization, event or user search', () => {
    expect(screenItems(moderator).map((item) => item.label)).toEqual([shellText.nav.complaints])
    expect(searchKinds(moderator)).toEqual({ organizations: false, events: false, users: false })
  })

  it('users are searched only for admins who may manage users; root searches nothing and sees administrators', () => {
    expect(searchKinds(admin(['can_edit_orgs']))).toEqual({ organizations: true, events: false, users: false })
    expect(searchKinds(manager).users).toBe(true)
    const root: Profile = { ...admin([]), _id: undefined, isAdmin: false, isRoot: true }
    expect(searchKinds(root)).toEqual({ organizations: false, events: false, users: false })
    expect(screenItems(root).map((item) => item.label)).toEqual([shellText.nav.admins])
  })

  it('new-tab screens (gallery, template photos) keep opening in a new tab', () => {
    const item = screenItems(manager).find((entry) => entry.target.to === '/template-photos')
    expect(item?.newTab).toBe(true)
  })

  it('filters by the typed text in the label or the description, case-insensitively; all for no text', () => {
    const items = screenItems(manager)
    expect(matchingItems(items, '  ').length).toBe(items.length)
    expect(matchingItems(items, 'СОБЫТ').map((item) => item.label)).toEqual([shellText.nav.events, eventsText.add])
    expect(matchingItems(items, 'нет такого')).toEqual([])
  })
})

describe('palette: entries and groups', () => {
  it('shows an organization with its city and status; found by id it says "open the organization «…»"', () => {
    expect(organizationItem(org)).toMatchObject({
      label: org.name,
      description: `Бишкек · ${organizationsText.active}`,
      target: { to: '/organizations/single-view', search: { id: org._id } },
    })
    expect(organizationItem(org, true).label).toBe(paletteText.openOrganization(org.name))
    expect(eventItem({ ...org, city: null, is_active: false }).description).toBe(`${eventsText.noCity} · ${eventsText.banned}`)
  })

  it('a user leads to the users screen searched by the e-mail', () => {
    const item = userItem({ _id: 'u1', display_name: '', email: 'a@b.kg', is_active: true })
    expect(item.label).toBe('a@b.kg')
    expect(item.target).toEqual({ to: '/users', search: { q: 'a@b.kg' } })
  })

  it('orders the groups: the id find first, then recent, screens, organizations, events, users; drops empty ones', () => {
    const one = (key: string): PaletteItem[] => [{ key, label: key, target: { to: '/cities' } }]
    const arranged = arrangeSections([
      { group: 'users', items: one('u') },
      { group: 'screens', items: one('s') },
      { group: 'events', items: [] },
      { group: 'id', items: one('i') },
      { group: 'recent', items: one('r') },
    ])
    expect(arranged.map((section) => section.group)).toEqual(['id', 'recent', 'screens', 'users'])
  })

  it('a recent entry the admin may no longer open is not offered', () => {
    expect(mayOpen(manager, organizationItem(org))).toBe(true)
    expect(mayOpen(moderator, organizationItem(org))).toBe(false)
    expect(mayOpen(moderator, { key: 'x', label: 'x', target: { to: '/reports' } })).toBe(true)
  })
})

describe('palette: recent entries per admin', () => {
  const item = (n: number): PaletteItem => organizationItem({ ...org, _id: `aa${String(n).padStart(22, '0')}`, name: `Орг ${n}` })

  it('keeps the last opened first, once, and at most LIMITS.paletteRecent', () => {
    let recent: PaletteItem[] = []
    for (let n = 1; n <= 10; n += 1) recent = withRecent(recent, item(n))
    expect(recent.map((entry) => entry.label)).toEqual(['Орг 10', 'Орг 9', 'Орг 8', 'Орг 7', 'Орг 6', 'Орг 5', 'Орг 4', 'Орг 3'])
    expect(recent).toHaveLength(LIMITS.paletteRecent)
    recent = withRecent(recent, item(5))
    expect(recent.map((entry) => entry.label).slice(0, 3)).toEqual(['Орг 5', 'Орг 10', 'Орг 9'])
    expect(recent).toHaveLength(LIMITS.paletteRecent)
  })

  it("stores each admin's list under its own key: one admin never sees another's", () => {
    const storage = memoryStorage()
    rememberOpened(storage, 'admin-a', item(1))
    rememberOpened(storage, 'admin-a', item(2))
    rememberOpened(storage, 'admin-b', item(3))
    expect(readRecent(storage, 'admin-a').map((entry) => entry.label)).toEqual(['Орг 2', 'Орг 1'])
    expect(readRecent(storage, 'admin-b').map((entry) => entry.label)).toEqual(['Орг 3'])
    expect(readRecent(storage, 'admin-c')).toEqual([])
  })

  it('drops what is malformed in storage and survives a broken or full storage', () => {
    const storage = memoryStorage()
    storage.setItem(recentKey('a'), JSON.stringify([item(1), { key: 'x' }, 42, { ...item(2), target: { to: 'javascript:alert(1)' } }]))
    expect(readRecent(storage, 'a').map((entry) => entry.label)).toEqual(['Орг 1'])
    storage.setItem(recentKey('a'), '{not json')
    expect(readRecent(storage, 'a')).toEqual([])
    const full = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => rememberOpened(full, 'a', item(1))).not.toThrow()
  })
})
