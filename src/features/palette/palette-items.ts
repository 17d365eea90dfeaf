import * as z from 'zod/mini'
import { adminStorageKey } from '@/shared/auth/admin-storage'
import { navEntriesFor } from '@/shared/auth/nav'
import type { StaticRoutePath } from '@/shared/auth/nav'
import { can, type Action, type Feature } from '@/shared/auth/permissions'
import type { Profile } from '@/shared/auth/schemas'
import { eventsText } from '@/shared/i18n/events'
import { organizationsText } from '@/shared/i18n/organizations'
import { paletteText } from '@/shared/i18n/palette'
import { usersText } from '@/shared/i18n/users'
import { LIMITS } from '@/shared/limits'

/** Where a palette entry leads: a screen, or a single view / list with its search params. */
export const paletteTargetSchema = z.union([
  z.object({ to: z.literal('/organizations/single-view'), search: z.object({ id: z.string() }) }),
  z.object({ to: z.literal('/events/single-view'), search: z.object({ id: z.string() }) }),
  z.object({ to: z.literal('/users'), search: z.object({ q: z.string() }) }),
  z.object({ to: z.string().check(z.regex(/^\/[a-z-/]*$/)) }),
])
export type PaletteTarget =
  | { to: '/organizations/single-view' | '/events/single-view'; search: { id: string } }
  | { to: '/users'; search: { q: string } }
  | { to: StaticRoutePath; newTab?: boolean }

export const paletteItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.optional(z.string()),
  target: paletteTargetSchema,
  newTab: z.optional(z.boolean()),
})
export type PaletteItem = { key: string; label: string; description?: string; target: PaletteTarget; newTab?: boolean }

/** The palette's groups in the order they are shown: a pasted id's find comes first. */
export const PALETTE_GROUPS = ['id', 'recent', 'screens', 'organizations', 'events', 'users'] as const
export type PaletteGroup = (typeof PALETTE_GROUPS)[number]
export type PaletteSection = { group: PaletteGroup; items: PaletteItem[] }

/** A pasted MongoDB id (24 hex digits, any case, spaces around allowed) in lower case; null for anything else. */
export function objectIdIn(text: string): string | null {
  const trimmed = text.trim()
  return /^[0-9a-f]{24}$/i.test(trimmed) ? trimmed.toLowerCase() : null
}

/** The screen actions of the palette beside the screens themselves, each with the right it needs (as the lists' add buttons). */
const SCREEN_ACTIONS: readonly { right: Action; label: string; to: StaticRoutePath }[] = [
  { right: 'organizations:create', label: organizationsText.add, to: '/organizations/create' },
  { right: 'events:create', label: eventsText.add, to: '/events/create' },
]

/** The screens the admin may open (the navigation's list, by `can()`) and their actions. */
export function screenItems(profile: Profile | null): PaletteItem[] {
  const screens = navEntriesFor(profile).map((entry): PaletteItem => ({
    key: `screen:${entry.to}`,
    label: entry.label,
    description: paletteText.openScreen(entry.label),
    target: { to: entry.to },
    ...(entry.newTab ? { newTab: true } : {}),
  }))
  const actions = SCREEN_ACTIONS.filter((action) => can(profile, action.right)).map((action): PaletteItem => ({
    key: `action:${action.to}`,
    label: action.label,
    target: { to: action.to },
  }))
  return [...screens, ...actions]
}

/** What an organization or event entry shows: its name, city and status. */
type Entry = { _id: string; name: string; city: { name: string } | null; is_active: boolean }

/** A found organization; found by its id, it says so (paletteText's open-by-id wording). */
export function organizationItem(org: Entry, byId = false): PaletteItem {
  const status = org.is_active ? organizationsText.active : organizationsText.banned
  return {
    key: `organization:${org._id}`,
    label: byId ? paletteText.openOrganization(org.name) : org.name,
    description: `${org.city?.name ?? organizationsText.noCity} · ${status}`,
    target: { to: '/organizations/single-view', search: { id: org._id } },
  }
}

/** A found event; found by its id, it says so. */
export function eventItem(event: Entry, byId = false): PaletteItem {
  const status = event.is_active ? eventsText.active : eventsText.banned
  return {
    key: `event:${event._id}`,
    label: byId ? paletteText.openEvent(event.name) : event.name,
    description: `${event.city?.name ?? eventsText.noCity} · ${status}`,
    target: { to: '/events/single-view', search: { id: event._id } },
  }
}

/** A found user: the users screen searched by the user's e-mail (users have no page of their own). */
export function userItem(user: { _id: string; display_name: string; email: string; is_active: boolean }, byId = false): PaletteItem {
  const name = user.display_name || user.email
  return {
    key: `user:${user._id}`,
    label: byId ? paletteText.openUser(name) : name,
    description: `${user.email} · ${user.is_active ? usersText.status.active : usersText.status.banned}`,
    target: { to: '/users', search: { q: user.email } },
  }
}

/** Which searches the admin's rights allow: organizations, events and users are asked for only when the admin may open them. */
export function searchKinds(profile: Profile | null) {
  return {
    organizations: can(profile, 'open:organizations'),
    events: can(profile, 'open:events'),
    users: can(profile, 'open:users'),
  }
}

/** Items whose label or description contains `text` (case-insensitive); all of them for an empty text. */
export function matchingItems(items: PaletteItem[], text: string): PaletteItem[] {
  const needle = text.trim().toLocaleLowerCase('ru')
  if (!needle) return items
  return items.filter((item) => `${item.label} ${item.description ?? ''}`.toLocaleLowerCase('ru').includes(needle))
}

/** The screen a target belongs to ('/organizations/single-view' → organizations); null when it is no screen of the console. */
function featureOf(target: PaletteTarget): Feature | null {
  const section = target.to.split('/')[1] ?? ''
  const features: Record<string, Feature> = {
    cities: 'cities',
    articles: 'articles',
    gallery: 'gallery',
    'template-photos': 'templatePhotos',
    reports: 'complaints',
    users: 'users',
    organizations: 'organizations',
    events: 'events',
    categories: 'categories',
    admins: 'admins',
  }
  return features[section] ?? null
}

/** Whether the admin may open what an entry leads to (a recent entry outlives a change of rights). */
export function mayOpen(profile: Profile | null, item: PaletteItem): boolean {
  const feature = featureOf(item.target)
  return feature !== null && can(profile, `open:${feature}`)
}

/** The sections to show, in the palette's order, without empty ones. */
export function arrangeSections(sections: PaletteSection[]): PaletteSection[] {
  return PALETTE_GROUPS.flatMap((group) => sections.filter((section) => section.group === group && section.items.length > 0))
}

/** The storage key of an admin's recent entries (each admin on a shared machine has their own; a logout removes it). */
export function recentKey(adminId: string): string {
  return adminStorageKey(adminId, 'palette-recent')
}

/** An admin's recent entries as stored: whatever is malformed is dropped, the rest kept in order. */
export function readRecent(storage: Pick<Storage, 'getItem'>, adminId: string): PaletteItem[] {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(recentKey(adminId)) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry) => {
    const parsed = paletteItemSchema.safeParse(entry)
    return parsed.success ? [parsed.data as PaletteItem] : []
  })
}

/** The list after opening `item`: it comes first, once, and only the last LIMITS.paletteRecent stay. */
export function withRecent(recent: PaletteItem[], item: PaletteItem): PaletteItem[] {
  return [item, ...recent.filter((entry) => entry.key !== item.key)].slice(0, LIMITS.paletteRecent)
}

/** Records an opened entry in the admin's recent list (a full or refused storage loses only the list). */
export function rememberOpened(storage: Pick<Storage, 'getItem' | 'setItem'>, adminId: string, item: PaletteItem) {
  try {
    storage.setItem(recentKey(adminId), JSON.stringify(withRecent(readRecent(storage, adminId), item)))
  } catch {
    // Quota or privacy mode: the palette works without its recent list.
  }
}
