import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { homeRedirect, requireFeature, systemCountryWith } from './guard'
import { ADMIN_FLAGS, type AdminFlag, type Profile } from './schemas'

function admin(flags: AdminFlag[]): Profile {
  return {
    _id: 'ad0000000000000000000001',
    isAdmin: true,
    isRoot: false,
    display_name: 'Тест',
    ...(Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, flags.includes(flag)])) as Record<AdminFlag, boolean>),
    change_info_countries: [],
    change_info_country_ids: [],
    view_complains_countries: [],
    view_complains_country_ids: [],
  }
}
const root: Profile = { ...admin([]), _id: undefined, isRoot: true, isAdmin: false }

/** Where the guard sends the profile, or null when it lets it through. */
function guardTarget(run: () => unknown): string | null {
  try {
    run()
    return null
  } catch (error) {
    if (!isRedirect(error)) throw error
    return String(error.options.to)
  }
}

describe('route guards (spec section 2 "Shell")', () => {
  it('lets a permitted screen through', () => {
    expect(guardTarget(() => requireFeature('events')({ context: { profile: admin(['can_edit_events']) } }))).toBeNull()
    expect(guardTarget(() => requireFeature('admins')({ context: { profile: root } }))).toBeNull()
  })

  it('sends a forbidden screen to the first permitted one in nav order', () => {
    expect(guardTarget(() => requireFeature('users')({ context: { profile: admin(['can_edit_events']) } }))).toBe('/events/view')
    expect(guardTarget(() => requireFeature('cities')({ context: { profile: root } }))).toBe('/admins')
    expect(guardTarget(() => requireFeature('admins')({ context: { profile: admin(['can_edit_categories', 'can_edit_events']) } }))).toBe(
      '/events/view',
    )
  })

  it('sends to /login when nothing is permitted', () => {
    expect(guardTarget(() => requireFeature('users')({ context: { profile: admin([]) } }))).toBe('/login')
  })

  it('/ and unknown paths: the first permitted screen with a session, /login without', () => {
    expect(homeRedirect(admin(['can_edit_categories']), true).options.to).toBe('/categories')
    expect(homeRedirect(root, true).options.to).toBe('/admins')
    expect(homeRedirect(admin(['can_edit_categories']), false).options.to).toBe('/login')
    expect(homeRedirect(null, true).options.to).toBe('/login')
    expect(homeRedirect(admin([]), true).options.to).toBe('/login')
  })
})

describe('systemCountryWith: the system country of a country-scoped screen', () => {
  const kz = { _id: 'c1', name: 'Казахстан', flag_url: '' }
  const ru = { _id: 'c2', name: 'Россия', flag_url: '' }
  const editor: Profile = { ...admin([]), change_info_countries: [kz], change_info_country_ids: [kz._id] }

  it('is the system country where the admin holds the right, else null', () => {
    expect(systemCountryWith({ profile: editor, systemCountry: kz }, 'info:edit')).toBe(kz._id)
    expect(systemCountryWith({ profile: editor, systemCountry: ru }, 'info:edit')).toBeNull()
    expect(systemCountryWith({ profile: editor, systemCountry: kz }, 'complaints:view')).toBeNull()
    expect(systemCountryWith({ profile: editor, systemCountry: null }, 'info:edit')).toBeNull()
  })
})
