import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSeed, SEEDED_ACCOUNTS } from './seed'
import * as firstTab from './store'
import {
  addFault,
  calls,
  db,
  enablePersistence,
  faults,
  latencyMs,
  logCall,
  network,
  nextCallId,
  persist,
  reseed,
  resetDb,
  seedOptions,
  setFaults,
  setNetwork,
  STORAGE_KEYS,
  takeFault,
} from './store'

afterEach(() => {
  enablePersistence(null)
  resetDb()
})

/** localStorage as a page has it: a Map behind the Storage interface, optionally with a quota. */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      map.set(key, value)
    },
  }
}

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
    expect(admin('manager')).toMatchObject({
      can_modify_users_and_orgs: true,
      can_edit_orgs: true,
      can_fully_delete: false,
      can_edit_events: false,
    })
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
    for (const record of [
      ...data.admins,
      ...data.users,
      ...data.countries,
      ...data.cities,
      ...data.categories,
      ...data.subCategories,
      ...data.complaints,
    ]) {
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

  it('gives every added fault an id; a used-up fault leaves the list', () => {
    const first = addFault({ path: '/api/x', status: 500, times: 1 })
    const second = addFault({ path: '/api/y', status: 404 })
    expect(first.id).not.toBe(second.id)
    expect(takeFault('GET', '/api/x')?.status).toBe(500)
    expect(faults()).toEqual([second])
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

describe('mock store: network and seed mode', () => {
  it("a latency of 'random' is 0–3 s per call", () => {
    setNetwork({ latency: 'random' })
    expect(latencyMs(() => 0)).toBe(0)
    expect(latencyMs(() => 0.5)).toBe(1500)
    expect(latencyMs(() => 0.999_999)).toBe(3000)
    setNetwork({ latency: 2000 })
    expect(latencyMs()).toBe(2000)
    expect(network()).toEqual({ latency: 2000, offline: false })
  })

  it('reseed changes the data and keeps faults and network; resetDb clears them all', () => {
    setFaults([{ path: '/api/x', status: 500 }])
    setNetwork({ offline: true })
    db().users.length = 0
    reseed()
    expect(db().users.length).toBeGreaterThan(0)
    expect(faults()).toHaveLength(1)
    expect(network().offline).toBe(true)
    resetDb()
    expect(faults()).toEqual([])
    expect(network()).toEqual({ latency: 0, offline: false })
  })
})

describe('mock store: persistence in the browser (localStorage)', () => {
  it('every change is saved at once: a reload right after it reads it back', () => {
    const storage = memoryStorage()
    enablePersistence(storage)
    // A fault posted and followed at once by a reload: no timer has run in between.
    addFault({ path: '/api/admins/users', status: 500 })
    setNetwork({ latency: 300 })
    db().users.splice(0, 2)
    const users = db().users.length
    persist()
    // The page is gone; what is in memory now does not count, only what was saved.
    db().users.length = 0
    setFaultsInMemoryOnly()
    enablePersistence(storage)
    expect(faults()).toMatchObject([{ path: '/api/admins/users', status: 500 }])
    expect(network()).toEqual({ latency: 300, offline: false })
    expect(db().users).toHaveLength(users)
  })

  it('a use of a fault limited by times is saved too (once is once, across a reload)', () => {
    const storage = memoryStorage()
    enablePersistence(storage)
    addFault({ path: '/api/x', status: 500, times: 1 })
    expect(takeFault('GET', '/api/x')).toBeDefined()
    enablePersistence(storage)
    expect(faults()).toEqual([])
  })

  it('the calls log survives a reload', () => {
    const storage = memoryStorage()
    enablePersistence(storage)
    logCall({
      id: nextCallId(),
      at: new Date(0).toISOString(),
      method: 'GET',
      path: '/api/x',
      status: 200,
      ms: 3,
      request: null,
      response: null,
    })
    enablePersistence(storage)
    expect(calls().map((call) => call.path)).toEqual(['/api/x'])
  })

  it('the large seed is not saved (too big): a reload builds it again, with the controls kept', () => {
    const storage = memoryStorage()
    enablePersistence(storage)
    persist()
    expect(storage.map.has(STORAGE_KEYS.db)).toBe(true)
    reseed({ large: true })
    addFault({ path: '/api/x', status: 500 })
    expect(storage.map.has(STORAGE_KEYS.db)).toBe(false)
    resetInMemoryToNormal()
    enablePersistence(storage)
    expect(seedOptions().large).toBe(true)
    expect(db().organizations).toHaveLength(10_000)
    expect(faults()).toHaveLength(1)
  }, 30_000)

  it('data that does not fit is not left behind stale: the saved copy is removed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage(100_000)
    enablePersistence(storage)
    storage.map.set(STORAGE_KEYS.db, JSON.stringify(db()).slice(0, 10))
    persist()
    expect(storage.map.has(STORAGE_KEYS.db)).toBe(false)
  })
})

/** Changes the in-memory state the way a new page would start, without saving anything. */
describe('mock store: one backend for every tab of the browser', () => {
  /** Another tab of the same browser: its own copy of the store module, over the same localStorage. */
  async function anotherTab(storage: Storage): Promise<typeof firstTab> {
    vi.resetModules()
    const tab = await import('./store')
    tab.enablePersistence(storage)
    return tab
  }

  function rename(tab: typeof firstTab, index: number, name: string) {
    return tab.shared(() => {
      tab.db().organizations[index]!.name = name
      tab.persist()
    })
  }

  it('a write in one tab is not undone by a later write in the other: both are there after a reload', async () => {
    const storage = memoryStorage()
    firstTab.enablePersistence(storage)
    const second = await anotherTab(storage)
    await rename(firstTab, 0, 'Renamed in the first tab')
    await rename(second, 1, 'Renamed in the second tab')
    const reloaded = await anotherTab(storage)
    expect(
      reloaded
        .db()
        .organizations.slice(0, 2)
        .map((organization) => organization.name),
    ).toEqual(['Renamed in the first tab', 'Renamed in the second tab'])
    // The first tab, on its next request, holds both as well.
    expect(await firstTab.shared(() => firstTab.db().organizations[1]!.name)).toBe('Renamed in the second tab')
  })

  it('a read in one tab sees what the other tab wrote, and not before the other tab wrote it', async () => {
    const storage = memoryStorage()
    firstTab.enablePersistence(storage)
    const second = await anotherTab(storage)
    const before = await second.shared(() => second.db().users.length)
    await firstTab.shared(() => {
      firstTab.db().users.splice(0, 1)
      firstTab.persist()
    })
    expect(await second.shared(() => second.db().users.length)).toBe(before - 1)
  })

  it('the controls are shared too: a fault added in one tab answers the other tab’s call, once', async () => {
    const storage = memoryStorage()
    firstTab.enablePersistence(storage)
    const second = await anotherTab(storage)
    await firstTab.shared(() => firstTab.addFault({ path: '/api/x', status: 500, times: 1 }))
    expect(await second.shared(() => second.takeFault('GET', '/api/x'))).toMatchObject({ status: 500 })
    expect(await firstTab.shared(() => firstTab.takeFault('GET', '/api/x'))).toBeUndefined()
  })

  it('the calls log numbers the calls of every tab in one sequence', async () => {
    const storage = memoryStorage()
    firstTab.enablePersistence(storage)
    const second = await anotherTab(storage)
    const ids = [
      await firstTab.shared(firstTab.nextCallId),
      await second.shared(second.nextCallId),
      await firstTab.shared(firstTab.nextCallId),
    ]
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2])
  })

  it('on the large seed (not saved) the controls are shared and the data stays each tab’s own', async () => {
    const storage = memoryStorage()
    firstTab.enablePersistence(storage)
    const second = await anotherTab(storage)
    await firstTab.shared(() => firstTab.reseed({ large: true }))
    expect(await second.shared(() => second.db().organizations.length)).toBe(10_000)
    await rename(firstTab, 0, 'Only in the first tab')
    expect(await second.shared(() => second.db().organizations[0]!.name)).not.toBe('Only in the first tab')
  }, 30_000)

  it('without saving (the node mock server) a shared step just runs', async () => {
    firstTab.enablePersistence(null)
    expect(await firstTab.shared(() => 'answered')).toBe('answered')
  })
})

function setFaultsInMemoryOnly() {
  faults().length = 0
}

function resetInMemoryToNormal() {
  enablePersistence(null)
  resetDb()
}
