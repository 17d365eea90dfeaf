import type { Profile } from './schemas'

/** The screens of the shell, keyed as in nav.ts. */
export const FEATURES = [
  'cities',
  'articles',
  'gallery',
  'templatePhotos',
  'complaints',
  'users',
  'organizations',
  'events',
  'categories',
  'admins',
] as const
export type Feature = (typeof FEATURES)[number]

export type Action =
  | `open:${Feature}`
  | 'users:ban'
  | 'users:delete'
  | 'organizations:menu'
  | 'organizations:ban'
  | 'organizations:changeOwner'
  | 'organizations:create'
  | 'organizations:edit'
  | 'organizations:delete'
  | 'events:menu'
  | 'events:ban'
  | 'events:create'
  | 'events:edit'
  | 'events:delete'
  | 'complaints:view'
  | 'info:edit'

/** What an action may concern: an organization (its creator) or a country. */
export type Subject = { creator_admin?: string | null } | { countryId: string }

type PermissionProfile = Pick<
  Profile,
  | '_id'
  | 'isRoot'
  | 'isAdmin'
  | 'can_edit_countries_and_cities'
  | 'can_modify_users_and_orgs'
  | 'can_edit_orgs'
  | 'can_edit_only_own_orgs'
  | 'can_edit_events'
  | 'can_edit_categories'
  | 'can_fully_delete'
  | 'change_info_country_ids'
  | 'view_complains_country_ids'
  | 'change_info_countries'
  | 'view_complains_countries'
>

function countryIds(ids: string[], countries: { _id: string }[]): string[] {
  return ids.length > 0 ? ids : countries.map((country) => country._id)
}

function ownsOrganization(profile: PermissionProfile, subject?: Subject): boolean {
  if (!subject || !('creator_admin' in subject)) return false
  return Boolean(profile._id) && subject.creator_admin === profile._id
}

function inCountry(ids: string[], subject?: Subject): boolean {
  if (subject && 'countryId' in subject) return ids.includes(subject.countryId)
  return ids.length > 0
}

/**
 * Spec section 6, encoded once. Root manages administrators and nothing else; an admin's rights
 * come from the seven flags and the two country lists. Used by the nav, every route guard, row
 * menus and the mock backend.
 */
export function can(profile: PermissionProfile | null | undefined, action: Action, subject?: Subject): boolean {
  if (!profile) return false
  if (profile.isRoot) return action === 'open:admins'
  if (!profile.isAdmin) return false

  // Built only by the actions that need them: a list of 500 cards asks for the menu right 500 times.
  const infoCountries = () => countryIds(profile.change_info_country_ids, profile.change_info_countries)
  const complaintCountries = () => countryIds(profile.view_complains_country_ids, profile.view_complains_countries)
  const orgsAccess = profile.can_edit_orgs || profile.can_edit_only_own_orgs || profile.can_modify_users_and_orgs

  switch (action) {
    case 'open:admins':
      return false
    case 'open:cities':
      return profile.can_edit_countries_and_cities
    case 'open:articles':
    case 'open:gallery':
      return infoCountries().length > 0
    case 'open:complaints':
      return complaintCountries().length > 0
    case 'open:users':
      return profile.can_modify_users_and_orgs
    case 'open:organizations':
    case 'open:templatePhotos':
      return orgsAccess
    case 'open:events':
      return profile.can_edit_events
    case 'open:categories':
      return profile.can_edit_categories
    case 'users:ban':
    case 'organizations:ban':
    case 'organizations:changeOwner':
      return profile.can_modify_users_and_orgs
    case 'users:delete':
    case 'organizations:delete':
    case 'events:delete':
      return profile.can_fully_delete
    case 'organizations:create':
      // A new organization is the admin's own: can_edit_orgs or can_edit_only_own_orgs (can_modify_users_and_orgs alone opens the list only).
      return profile.can_edit_orgs || profile.can_edit_only_own_orgs
    case 'organizations:edit':
      return profile.can_edit_orgs || (profile.can_edit_only_own_orgs && ownsOrganization(profile, subject))
    case 'organizations:menu':
      return (
        profile.can_modify_users_and_orgs ||
        profile.can_fully_delete ||
        profile.can_edit_orgs ||
        (profile.can_edit_only_own_orgs && ownsOrganization(profile, subject))
      )
    case 'events:ban':
    case 'events:create':
    case 'events:edit':
      return profile.can_edit_events
    case 'events:menu':
      return profile.can_edit_events || profile.can_fully_delete
    case 'complaints:view':
      return inCountry(complaintCountries(), subject)
    case 'info:edit':
      return inCountry(infoCountries(), subject)
  }
}
