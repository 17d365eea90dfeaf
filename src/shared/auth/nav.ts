import type { LinkProps } from '@tanstack/react-router'
import { shellText } from '@/shared/i18n/shell'
import { can, type Feature } from './permissions'
import type { Profile } from './schemas'

/** A route without path parameters: its path is its address. */
export type StaticRoutePath = Extract<LinkProps['to'], `/${string}`>

export type NavPath =
  | '/cities'
  | '/articles'
  | '/gallery'
  | '/template-photos'
  | '/reports'
  | '/users'
  | '/organizations/view'
  | '/events/view'
  | '/categories'
  | '/admins'

export type NavEntry = {
  feature: Feature
  label: string
  to: NavPath
  /** Gallery and Template photos open in a new browser tab. */
  newTab?: boolean
  /** Reports carries the complaints-count badge. */
  complaintsBadge?: boolean
}

/** The shell's entries in the spec's order (spec section 2 "Shell"). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { feature: 'cities', label: shellText.nav.cities, to: '/cities' },
  { feature: 'articles', label: shellText.nav.articles, to: '/articles' },
  { feature: 'gallery', label: shellText.nav.gallery, to: '/gallery', newTab: true },
  { feature: 'templatePhotos', label: shellText.nav.templatePhotos, to: '/template-photos', newTab: true },
  { feature: 'complaints', label: shellText.nav.complaints, to: '/reports', complaintsBadge: true },
  { feature: 'users', label: shellText.nav.users, to: '/users' },
  { feature: 'organizations', label: shellText.nav.organizations, to: '/organizations/view' },
  { feature: 'events', label: shellText.nav.events, to: '/events/view' },
  { feature: 'categories', label: shellText.nav.categories, to: '/categories' },
  { feature: 'admins', label: shellText.nav.admins, to: '/admins' },
]

export function navEntriesFor(profile: Profile | null): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => can(profile, `open:${entry.feature}`))
}

/** The first permitted screen in nav order (root: /admins); null when nothing is permitted. */
export function homePathFor(profile: Profile | null): NavPath | null {
  return navEntriesFor(profile)[0]?.to ?? null
}
