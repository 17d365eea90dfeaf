import { afterEach, describe, expect, it } from 'vitest'
import { createSeed, SEEDED_ACCOUNTS } from './seed'
import { db, faults, resetDb, setFaults, takeFault } from './store'

afterEach(() => resetDb())

describe('mock store: seed and reset', () => {
  it('the seed is deterministic', () => {
    expect(createSeed()).toEqual(createSeed())
  })

  it('the seed holds every seeded account with the README rights', () => {
    const data = createSeed()
    expect(data.root.email).toBe(SEEDED_ACCOUNTS.root.email)
    const admin = (key: keyof typeof SEEDED_ACCOUNTS) => data.admins.find((a) => a.email === SEEDED_ACCOUNTS[key].email)!
    expect(admin('admin')).toMatchObject({ can_edit_only_own_orgs: false, can_fully_delete: true, can_edit_categories: true })
    expect(admin('admin').view_complains_country_ids).toHaveLength(3)
    expect(admin('admin').change_info_country_ids).toHaveLength(3)
    expect(admin('manager')).toMatchObject({ can_modify_users_and_orgs: true, can_edit_orgs: true, can_fully_delete: false, can_edit_events: false })
    expect(admin('manager').view_complains_country_ids).toHaveLength(2)
    expect(admin('moderator').view_complains_country_ids).toHaveLength(1)
    expect(admin('events')).toMatchObject({ can_edit_events: true, can_edit_orgs: false })
    expect(admin('events').view_complains_country_ids.length + admin('events').change_info_country_ids.length).toBe(0)
    expect(admin('own')).toMatchObject({ can_edit_only_own_orgs: true, can_edit_orgs: false })
    expect(admin('own').change_info_country_ids).toHaveLength(2)
    expect(data.users.some((u) => u.email === SEEDED_ACCOUNTS.user.email && u.password)).toBe(true)
  })

  it('the seed has ids of 24 lowercase hex characters and several countries with flags, cities and categories', () => {
    const data = createSeed()
    for (const record of [...data.admins, ...data.users, ...data.countries, ...data.cities, ...data.categories, ...data.subCategories, ...data.complaints]) {
      expect(record._id).toMatch(/^[0-9a-f]{24}$/)
    }
    expect(data.countries.length).toBeGreaterThanOrEqual(3)
    for (const country of data.countries) {
      expect(country.flag_url).toMatch(/^\/uploads\//)
      expect(data.cities.some((city) => city.country_id === country._id)).toBe(true)
    }
    expect(data.categories.some((c) => c._id === data.onlineWorkingCategoryId)).toBe(true)
    expect(data.subCategories.length).toBeGreaterThan(0)
  })

  it('resetDb throws away changes and faults', () => {
    db().admins.length = 0
    setFaults([{ path: '/api/x', status: 500 }])
    resetDb()
    expect(db().admins.length).toBeGreaterThan(0)
    expect(faults()).toEqual([])
  })
})

describe('mock store: faults', () => {
  it('matches the pathname with * wildcards and the method when one is given', () => {
    setFaults([
      { path: '/api/admins/complaints*', method: 'get', status: 500 },
      { path: '/api/admins/profile', delay: 10 },
    ])
    expect(takeFault('GET', '/api/admins/complaints/count')?.status).toBe(500)
    expect(takeFault('GET', '/api/admins/complaints')?.status).toBe(500)
    expect(takeFault('PUT', '/api/admins/complaints')).toBeUndefined()
    expect(takeFault('GET', '/api/admins/profile')?.delay).toBe(10)
    expect(takeFault('GET', '/api/admins/profile/extra')).toBeUndefined()
    expect(takeFault('GET', '/api/admins/users')).toBeUndefined()
  })

  it('treats the path literally apart from *', () => {
    setFaults([{ path: '/api/static-data/categories/online-working-id/', status: 500 }])
    expect(takeFault('GET', '/api/static-data/categories/online-working-id/')).toBeDefined()
    expect(takeFault('GET', '/api/static-data/categoriesXonline-working-id/')).toBeUndefined()
  })

  it('counts down `times` and stops applying it at zero', () => {
    setFaults([{ path: '/api/x', status: 503, times: 2 }])
    expect(takeFault('GET', '/api/x')?.status).toBe(503)
    expect(takeFault('GET', '/api/x')?.status).toBe(503)
    expect(takeFault('GET', '/api/x')).toBeUndefined()
  })

  it('takes the first matching fault that is not used up', () => {
    setFaults([
      { path: '/api/x', status: 500, times: 1 },
      { path: '/api/*', status: 404 },
    ])
    expect(takeFault('GET', '/api/x')?.status).toBe(500)
    expect(takeFault('GET', '/api/x')?.status).toBe(404)
  })
})
