import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { obfuscatePassword, revealPassword } from '@/shared/auth/cipher'
import { adminsText } from '@/shared/i18n/admins'
import { adminListParams } from './api'
import { applyAdminCreate, applyAdminDelete, applyAdminUpdate } from './mutations'
import { adminQueries } from './queries'
import {
  adminPayloadSchema,
  adminsSearchSchema,
  countriesStepSchema,
  personalStepSchema,
  RIGHTS,
  type Admin,
  type AdminFormValues,
  type AdminListResponse,
  type Rights,
} from './schemas'
import {
  adminFormDefaults,
  buildAdminPayload,
  chosenRights,
  needsCountryStep,
  nextStep,
  previousStep,
  stepSchema,
  wizardSteps,
} from './wizard'

const SALT = 'test-salt'
const t = adminsText.wizard

const rights = (...on: (keyof Rights)[]): Rights => Object.fromEntries(RIGHTS.map((right) => [right, on.includes(right)])) as Rights

const country = (n: number) => ({ _id: String(n).padStart(24, 'c'), name: `Страна ${n}`, flag_url: `/uploads/flags/${n}.svg` })

function admin(n: number, patch: Partial<Admin> = {}): Admin {
  return {
    _id: String(n).padStart(24, '0'),
    display_name: `Админ ${n}`,
    email: `admin${n}@example.com`,
    password: obfuscatePassword(`password${n}`, SALT),
    can_edit_countries_and_cities: false,
    can_modify_users_and_orgs: true,
    can_edit_orgs: false,
    can_edit_only_own_orgs: false,
    can_edit_events: false,
    can_edit_categories: false,
    can_fully_delete: true,
    view_complains_countries: [],
    change_info_countries: [],
    ...patch,
  }
}

function values(patch: Partial<AdminFormValues> = {}): AdminFormValues {
  return {
    display_name: 'Анна',
    email: 'anna@example.com',
    password: 'secret7',
    rights: rights('can_edit_events'),
    view_complains_country_ids: [],
    change_info_country_ids: [],
    ...patch,
  }
}

describe('wizard steps (spec section 4 "Administrator wizard")', () => {
  it('has the country step only with view-complaints or edit-information', () => {
    expect(wizardSteps(rights('can_edit_events', 'can_fully_delete'))).toEqual(['personal', 'confirm'])
    expect(wizardSteps(rights('view_complains'))).toEqual(['personal', 'countries', 'confirm'])
    expect(wizardSteps(rights('change_info', 'can_edit_orgs'))).toEqual(['personal', 'countries', 'confirm'])
    expect(needsCountryStep(rights())).toBe(false)
  })

  it('goes forward through the steps there are, and saves after confirm', () => {
    expect(nextStep('personal', rights('can_edit_events'))).toBe('confirm')
    expect(nextStep('personal', rights('view_complains'))).toBe('countries')
    expect(nextStep('countries', rights('view_complains'))).toBe('confirm')
    expect(nextStep('confirm', rights('view_complains'))).toBeNull()
  })

  it('Back goes from confirm to the country step, or to the first step without one', () => {
    expect(previousStep('confirm', rights('change_info'))).toBe('countries')
    expect(previousStep('confirm', rights('can_edit_categories'))).toBe('personal')
    expect(previousStep('countries', rights('view_complains'))).toBe('personal')
    expect(previousStep('personal', rights('view_complains'))).toBeNull()
  })

  it('checks the first and the country step only; confirm checks nothing new', () => {
    expect(stepSchema('personal')).toBe(personalStepSchema)
    expect(stepSchema('countries')).toBe(countriesStepSchema)
    expect(stepSchema('confirm')).toBeNull()
  })
})

describe('wizard validators (spec section 5 "Administrator form")', () => {
  const messages = (input: AdminFormValues) => {
    const result = personalStepSchema.safeParse(input)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }

  it('passes a complete first step', () => {
    expect(messages(values())).toEqual({})
    expect(messages(values({ rights: rights('change_info') }))).toEqual({})
  })

  it('gives the spec’s four messages', () => {
    expect(messages(values({ display_name: ' А ', email: 'anna@example', password: '12345', rights: rights() }))).toEqual({
      display_name: t.nameMin,
      email: t.emailInvalid,
      password: t.passwordMin,
      rights: t.rightsRequired,
    })
    expect(t.nameMin).toBe('Минимум 2 символа')
    expect(t.emailInvalid).toBe('Неправильный формат email')
    expect(t.passwordMin).toBe('Минимум 6 символов')
    expect(t.rightsRequired).toBe('Выберите хотя бы одну из этих прав')
    expect(messages(values({ email: 'two words@example.com' })).email).toBe(t.emailInvalid)
    expect(messages(values({ password: '123456' }))).toEqual({})
  })

  it('needs at least one country for each chosen country-scoped right', () => {
    const countries = (input: AdminFormValues) => {
      const result = countriesStepSchema.safeParse(input)
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
    }
    expect(countries(values({ rights: rights('view_complains', 'change_info') }))).toEqual([
      ['view_complains_country_ids', t.countriesRequired],
      ['change_info_country_ids', t.countriesRequired],
    ])
    expect(countries(values({ rights: rights('view_complains', 'change_info'), view_complains_country_ids: ['a'] }))).toEqual([
      ['change_info_country_ids', t.countriesRequired],
    ])
    // Countries of a right that is off are not asked for.
    expect(countries(values({ rights: rights('change_info'), change_info_country_ids: ['a'] }))).toEqual([])
  })
})

describe('wizard values and payload (spec section 7 "Administrators")', () => {
  it('starts empty for a new admin and from the admin, password decoded, on edit', () => {
    expect(adminFormDefaults(null, SALT)).toEqual({
      display_name: '',
      email: '',
      password: '',
      rights: rights(),
      view_complains_country_ids: [],
      change_info_country_ids: [],
    })
    const defaults = adminFormDefaults(admin(3, { change_info_countries: [country(1), country(2)] }), SALT)
    expect(defaults).toEqual({
      display_name: 'Админ 3',
      email: 'admin3@example.com',
      password: 'password3',
      rights: rights('can_modify_users_and_orgs', 'can_fully_delete', 'change_info'),
      view_complains_country_ids: [],
      change_info_country_ids: [country(1)._id, country(2)._id],
    })
    expect(chosenRights(defaults.rights)).toEqual(['can_modify_users_and_orgs', 'can_fully_delete', 'change_info'])
  })

  it('obfuscates the password with the console’s cipher and empties the countries of a right that is off', () => {
    const payload = buildAdminPayload(
      values({
        display_name: ' Анна ',
        email: ' anna@example.com ',
        rights: rights('can_edit_events', 'view_complains'),
        view_complains_country_ids: ['a', 'b'],
        // Chosen, then the right was switched off again: not sent.
        change_info_country_ids: ['c'],
      }),
      SALT,
    )
    expect(payload).toEqual({
      email: 'anna@example.com',
      password: obfuscatePassword('secret7', SALT),
      display_name: 'Анна',
      can_edit_countries_and_cities: false,
      can_modify_users_and_orgs: false,
      can_edit_orgs: false,
      can_edit_only_own_orgs: false,
      can_edit_events: true,
      can_edit_categories: false,
      can_fully_delete: false,
      view_complains_country_ids: ['a', 'b'],
      change_info_country_ids: [],
    })
    expect(payload.password).not.toBe('secret7')
    expect(revealPassword(payload.password, SALT)).toBe('secret7')
    expect(adminPayloadSchema.safeParse(payload).success).toBe(true)
  })
})

describe('admins list params and cache (spec section 4 "Lists")', () => {
  it('the URL search gives the call’s query; bad values fall back to the defaults, a page size is clamped 1..500', () => {
    expect(adminListParams(adminsSearchSchema.parse({ q: ' анна ', page: '2', per_page: '250' }))).toEqual({
      q: 'анна',
      page: 2,
      per_page: 250,
    })
    expect(adminsSearchSchema.parse({ per_page: 'many', page: '0' })).toEqual({ q: '', page: 1, per_page: 100 })
    expect(adminsSearchSchema.parse({ per_page: '1000' })).toMatchObject({ per_page: 500 })
  })

  function seeded() {
    const client = new QueryClient()
    const first = adminsSearchSchema.parse({ per_page: '100' })
    const second = adminsSearchSchema.parse({ page: '2' })
    const search = adminsSearchSchema.parse({ q: 'Админ 2' })
    client.setQueryData(adminQueries.list(first).queryKey, { admins: [admin(1), admin(2)], total: 102 })
    client.setQueryData(adminQueries.list(second).queryKey, { admins: [admin(101), admin(102)], total: 102 })
    client.setQueryData(adminQueries.list(search).queryKey, { admins: [admin(2)], total: 1 })
    const read = (s: typeof first) => client.getQueryData<AdminListResponse>(adminQueries.list(s).queryKey)!
    return { client, read: () => [read(first), read(second), read(search)] as const, keys: [first, second, search] }
  }

  it('a new admin comes first on the first page; other pages are marked stale', () => {
    const { client, read, keys } = seeded()
    applyAdminCreate(client, admin(9))
    const [first, second, search] = read()
    expect(first.admins.map((a) => a.display_name)).toEqual(['Админ 9', 'Админ 1', 'Админ 2'])
    expect(first.total).toBe(103)
    expect(second.admins).toHaveLength(2)
    expect(search.admins).toHaveLength(1)
    expect(client.getQueryState(adminQueries.list(keys[1]!).queryKey)!.isInvalidated).toBe(true)
  })

  it('an edited admin is replaced in place, a deleted one removed by _id', () => {
    const { client, read } = seeded()
    applyAdminUpdate(client, admin(2, { display_name: 'Изменённый', can_edit_events: true }))
    expect(read()[0].admins.map((a) => a.display_name)).toEqual(['Админ 1', 'Изменённый'])
    expect(read()[2].admins[0]!.can_edit_events).toBe(true)
    applyAdminDelete(client, admin(2)._id)
    expect(read()[0]).toEqual({ admins: [admin(1)], total: 101 })
    expect(read()[2]).toEqual({ admins: [], total: 0 })
  })
})
