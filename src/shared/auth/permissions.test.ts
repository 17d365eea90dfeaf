import { describe, expect, it } from 'vitest'
import type { Country } from '@/shared/api/common-schemas'
import { shellText } from '@/shared/i18n/shell'
import { profileOf, rootProfile } from '../../../mocks/lib'
import { SEEDED_ACCOUNTS } from '../../../mocks/seed'
import { db } from '../../../mocks/store'
import { homePathFor, navEntriesFor, NAV_ENTRIES } from './nav'
import { can, FEATURES, type Action, type Feature } from './permissions'
import { ADMIN_FLAGS, type AdminFlag, type Profile } from './schemas'

const ADMIN_ID = 'ad0000000000000000000001'
const OTHER_ID = 'ad0000000000000000000099'
const KZ: Country = { _id: '0c0000000000000000000003', name: 'Казахстан', flag_url: '/uploads/flags/kz.svg' }
const KG: Country = { _id: '0c0000000000000000000004', name: 'Кыргызстан', flag_url: '/uploads/flags/kg.svg' }

/** An admin profile with only the given flags and country lists. */
function admin(flags: AdminFlag[] = [], countries: { info?: Country[]; complaints?: Country[] } = {}): Profile {
  const info = countries.info ?? []
  const complaints = countries.complaints ?? []
  return {
    _id: ADMIN_ID,
    isAdmin: true,
    isRoot: false,
    display_name: 'Тест',
    ...(Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, flags.includes(flag)])) as Record<AdminFlag, boolean>),
    change_info_countries: info,
    change_info_country_ids: info.map((c) => c._id),
    view_complains_countries: complaints,
    view_complains_country_ids: complaints.map((c) => c._id),
  }
}

const everything = admin([...ADMIN_FLAGS], { info: [KZ], complaints: [KZ] })
const root: Profile = { ...admin(), _id: undefined, isAdmin: false, isRoot: true, display_name: 'Super admin' }
const appUser: Profile = { ...everything, isAdmin: false, isRoot: false }

const opens = (profile: Profile | null): Feature[] => FEATURES.filter((feature) => can(profile, `open:${feature}`))
const labels = (profile: Profile) => navEntriesFor(profile).map((entry) => entry.label)

describe('permissions: navigation by flag (spec section 6)', () => {
  it('an admin with no flags and no countries opens nothing', () => {
    expect(opens(admin())).toEqual([])
    expect(homePathFor(admin())).toBeNull()
  })

  it('Cities needs can_edit_countries_and_cities', () => {
    expect(opens(admin(['can_edit_countries_and_cities']))).toEqual(['cities'])
  })

  it('Articles and Gallery need info-editing countries', () => {
    expect(opens(admin([], { info: [KZ] }))).toEqual(['articles', 'gallery'])
  })

  it('the ids alone or the country objects alone are enough to count as info countries', () => {
    expect(opens({ ...admin(), change_info_country_ids: [KZ._id] })).toEqual(['articles', 'gallery'])
    expect(opens({ ...admin(), change_info_countries: [KZ] })).toEqual(['articles', 'gallery'])
  })

  it('Reports needs complaint-viewing countries', () => {
    expect(opens(admin([], { complaints: [KG] }))).toEqual(['complaints'])
    expect(opens({ ...admin(), view_complains_country_ids: [KG._id] })).toEqual(['complaints'])
  })

  it('Users needs can_modify_users_and_orgs, which also opens Organizations and Template photos', () => {
    expect(opens(admin(['can_modify_users_and_orgs']))).toEqual(['templatePhotos', 'users', 'organizations'])
  })

  it('Organizations and Template photos open with can_edit_orgs or can_edit_only_own_orgs', () => {
    expect(opens(admin(['can_edit_orgs']))).toEqual(['templatePhotos', 'organizations'])
    expect(opens(admin(['can_edit_only_own_orgs']))).toEqual(['templatePhotos', 'organizations'])
  })

  it('Events needs can_edit_events; Categories needs can_edit_categories', () => {
    expect(opens(admin(['can_edit_events']))).toEqual(['events'])
    expect(opens(admin(['can_edit_categories']))).toEqual(['categories'])
  })

  it('can_fully_delete alone opens no screen', () => {
    expect(opens(admin(['can_fully_delete']))).toEqual([])
  })

  it('an admin never sees Administrators, even with every flag and country', () => {
    expect(opens(everything)).not.toContain('admins')
    expect(opens(everything)).toEqual(FEATURES.filter((feature) => feature !== 'admins'))
  })

  it('root sees only Administrators, whatever its flags say', () => {
    expect(opens(root)).toEqual(['admins'])
    expect(opens({ ...root, ...admin([...ADMIN_FLAGS], { info: [KZ], complaints: [KZ] }), isAdmin: false, isRoot: true })).toEqual([
      'admins',
    ])
    expect(homePathFor(root)).toBe('/admins')
  })

  it('a user profile, an unknown profile and no profile get nothing', () => {
    expect(opens(appUser)).toEqual([])
    expect(opens(null)).toEqual([])
    const actions: Action[] = ['users:ban', 'users:delete', 'organizations:menu', 'events:menu', 'complaints:view', 'info:edit']
    for (const action of actions) {
      expect(can(appUser, action), action).toBe(false)
      expect(can(null, action), action).toBe(false)
      expect(can(undefined, action), action).toBe(false)
    }
    expect(navEntriesFor(null)).toEqual([])
    expect(homePathFor(null)).toBeNull()
  })
})

describe('permissions: actions (spec section 6)', () => {
  it('users:ban needs can_modify_users_and_orgs; users:delete needs can_fully_delete', () => {
    expect(can(admin(['can_modify_users_and_orgs']), 'users:ban')).toBe(true)
    expect(can(admin(['can_modify_users_and_orgs']), 'users:delete')).toBe(false)
    expect(can(admin(['can_fully_delete']), 'users:delete')).toBe(true)
    expect(can(admin(['can_fully_delete']), 'users:ban')).toBe(false)
    expect(can(root, 'users:ban')).toBe(false)
  })

  it('organizations: ban and change owner need can_modify_users_and_orgs; delete needs can_fully_delete', () => {
    const modifier = admin(['can_modify_users_and_orgs'])
    expect(can(modifier, 'organizations:ban')).toBe(true)
    expect(can(modifier, 'organizations:changeOwner')).toBe(true)
    expect(can(modifier, 'organizations:delete')).toBe(false)
    expect(can(modifier, 'organizations:edit', { creator_admin: ADMIN_ID })).toBe(false)
    const deleter = admin(['can_fully_delete'])
    expect(can(deleter, 'organizations:delete')).toBe(true)
    expect(can(deleter, 'organizations:ban')).toBe(false)
    expect(can(deleter, 'organizations:changeOwner')).toBe(false)
  })

  it('can_edit_orgs edits every organization', () => {
    const editor = admin(['can_edit_orgs'])
    expect(can(editor, 'organizations:edit', { creator_admin: OTHER_ID })).toBe(true)
    expect(can(editor, 'organizations:edit', { creator_admin: null })).toBe(true)
    expect(can(editor, 'organizations:edit')).toBe(true)
    expect(can(editor, 'organizations:ban')).toBe(false)
  })

  it('can_edit_only_own_orgs edits only organizations whose creator_admin is the admin', () => {
    const own = admin(['can_edit_only_own_orgs'])
    expect(can(own, 'organizations:edit', { creator_admin: ADMIN_ID })).toBe(true)
    expect(can(own, 'organizations:edit', { creator_admin: OTHER_ID })).toBe(false)
    expect(can(own, 'organizations:edit', { creator_admin: null })).toBe(false)
    expect(can(own, 'organizations:edit')).toBe(false)
    expect(can({ ...own, _id: undefined }, 'organizations:edit', { creator_admin: undefined })).toBe(false)
    expect(can(own, 'organizations:menu', { creator_admin: ADMIN_ID })).toBe(true)
    expect(can(own, 'organizations:menu', { creator_admin: OTHER_ID })).toBe(false)
    expect(can(own, 'organizations:ban')).toBe(false)
    expect(can(own, 'organizations:delete')).toBe(false)
  })

  it('organizations:create needs can_edit_orgs or can_edit_only_own_orgs, not can_modify_users_and_orgs alone', () => {
    expect(can(admin(['can_edit_orgs']), 'organizations:create')).toBe(true)
    expect(can(admin(['can_edit_only_own_orgs']), 'organizations:create')).toBe(true)
    expect(can(admin(['can_modify_users_and_orgs']), 'organizations:create')).toBe(false)
    expect(can(admin(['can_modify_users_and_orgs']), 'open:organizations')).toBe(true)
    expect(can(admin(['can_fully_delete', 'can_edit_events']), 'organizations:create')).toBe(false)
    expect(can(admin(['can_edit_events']), 'events:create')).toBe(true)
    expect(can(admin(['can_fully_delete']), 'events:create')).toBe(false)
  })

  it('the organization row menu appears when any organization action applies', () => {
    const other = { creator_admin: OTHER_ID }
    expect(can(admin(['can_modify_users_and_orgs']), 'organizations:menu', other)).toBe(true)
    expect(can(admin(['can_fully_delete']), 'organizations:menu', other)).toBe(true)
    expect(can(admin(['can_edit_orgs']), 'organizations:menu', other)).toBe(true)
    expect(can(admin(['can_edit_events', 'can_edit_categories', 'can_edit_countries_and_cities']), 'organizations:menu', other)).toBe(false)
  })

  it('events: can_edit_events bans and edits; can_fully_delete deletes; the menu needs either', () => {
    const events = admin(['can_edit_events'])
    expect(can(events, 'events:ban')).toBe(true)
    expect(can(events, 'events:edit')).toBe(true)
    expect(can(events, 'events:delete')).toBe(false)
    expect(can(events, 'events:menu')).toBe(true)
    const deleter = admin(['can_fully_delete'])
    expect(can(deleter, 'events:delete')).toBe(true)
    expect(can(deleter, 'events:ban')).toBe(false)
    expect(can(deleter, 'events:edit')).toBe(false)
    expect(can(deleter, 'events:menu')).toBe(true)
    expect(can(admin(['can_edit_orgs', 'can_modify_users_and_orgs']), 'events:menu')).toBe(false)
  })

  it("complaints:view and info:edit are limited to the admin's own countries", () => {
    const profile = admin([], { complaints: [KG], info: [KZ] })
    expect(can(profile, 'complaints:view', { countryId: KG._id })).toBe(true)
    expect(can(profile, 'complaints:view', { countryId: KZ._id })).toBe(false)
    expect(can(profile, 'complaints:view')).toBe(true)
    expect(can(profile, 'info:edit', { countryId: KZ._id })).toBe(true)
    expect(can(profile, 'info:edit', { countryId: KG._id })).toBe(false)
    expect(can(admin(), 'complaints:view')).toBe(false)
    expect(can(admin(), 'info:edit')).toBe(false)
    expect(can(root, 'complaints:view', { countryId: KG._id })).toBe(false)
  })
})

describe('the seeded accounts: nav entries in spec order and first screen', () => {
  const seeded = (key: keyof typeof SEEDED_ACCOUNTS) => {
    const record = db().admins.find((a) => a.email === SEEDED_ACCOUNTS[key].email)
    if (!record) throw new Error(`no seeded ${key}`)
    return profileOf(record)
  }
  const n = shellText.nav

  it.each([
    [
      'admin',
      '/cities',
      [n.cities, n.articles, n.gallery, n.templatePhotos, n.complaints, n.users, n.organizations, n.events, n.categories],
    ],
    ['manager', '/template-photos', [n.templatePhotos, n.complaints, n.users, n.organizations]],
    ['moderator', '/reports', [n.complaints]],
    ['events', '/events/view', [n.events]],
    ['own', '/articles', [n.articles, n.gallery, n.templatePhotos, n.organizations]],
  ] as const)('%s lands on %s and sees exactly its entries', (key, home, entries) => {
    const profile = seeded(key)
    expect(labels(profile)).toEqual(entries)
    expect(homePathFor(profile)).toBe(home)
  })

  it('root lands on /admins and sees only Administrators', () => {
    expect(labels(rootProfile())).toEqual([n.admins])
    expect(homePathFor(rootProfile())).toBe('/admins')
  })

  it("the nav lists the spec's entries in the spec's order with their links", () => {
    expect(NAV_ENTRIES.map((entry) => entry.to)).toEqual([
      '/cities',
      '/articles',
      '/gallery',
      '/template-photos',
      '/reports',
      '/users',
      '/organizations/view',
      '/events/view',
      '/categories',
      '/admins',
    ])
    expect(NAV_ENTRIES.filter((entry) => entry.newTab).map((entry) => entry.to)).toEqual(['/gallery', '/template-photos'])
    expect(NAV_ENTRIES.filter((entry) => entry.complaintsBadge).map((entry) => entry.to)).toEqual(['/reports'])
  })
})
