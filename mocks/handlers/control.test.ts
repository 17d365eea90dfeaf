import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '@/shared/auth/cipher'
import { mockServer } from '../node'
import { SEEDED_ACCOUNTS } from '../seed'
import { CALLS_KEPT, db, network, resetDb, seedOptions, type CallRecord, type Fault } from '../store'
import { tokenOf } from '../test-api'
import { readToken } from '../tokens'
import { REDACTED, redactSecrets } from './control'

const ORIGIN = 'http://localhost'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDb())
afterAll(() => mockServer.close())

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${ORIGIN}/__mock/faults`, { method: 'POST', body: JSON.stringify(body) })
  return response.status
}

const countries = () => fetch(`${ORIGIN}/api/static-data/countries`)

describe('mock control endpoints (test-only)', () => {
  it('an error status answers {status: "error", message} with that status', async () => {
    expect(await fault({ path: '/api/static-data/countries', status: 500, message: 'Database is down' })).toBe(200)
    const response = await countries()
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ status: 'error', message: 'Database is down' })
  })

  it('without a message the injected error says "Injected failure"', async () => {
    await fault({ path: '/api/static-data/*', status: 503 })
    expect(await (await fetch(`${ORIGIN}/api/static-data/languages`)).json()).toEqual({ status: 'error', message: 'Injected failure' })
  })

  it('a network fault gives no answer at all', async () => {
    await fault({ path: '/api/static-data/countries', network: true })
    await expect(countries()).rejects.toThrow(TypeError)
  })

  it('a delay holds the answer back, then it comes through normally', async () => {
    await fault({ path: '/api/static-data/countries', delay: 300 })
    const started = performance.now()
    const response = await countries()
    expect(performance.now() - started).toBeGreaterThanOrEqual(250)
    expect(response.status).toBe(200)
  })

  it('a body fault answers that body with 200 (a malformed answer)', async () => {
    await fault({ path: '/api/admins/profile', body: { status: 'ok', user_data: 42 } })
    const response = await fetch(`${ORIGIN}/api/admins/profile`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', user_data: 42 })
  })

  it('times limits how often it applies; method limits what it applies to', async () => {
    await fault({ path: '/api/static-data/countries', status: 500, times: 1 })
    await fault({ path: '/api/static-data/languages', method: 'POST', status: 500 })
    expect((await countries()).status).toBe(500)
    expect((await countries()).status).toBe(200)
    expect((await fetch(`${ORIGIN}/api/static-data/languages`)).status).toBe(200)
  })

  it('GET lists faults; DELETE clears them', async () => {
    await fault({ path: '/api/static-data/countries', status: 500 })
    const listed = (await (await fetch(`${ORIGIN}/__mock/faults`)).json()) as { faults: unknown[] }
    expect(listed.faults).toEqual([{ id: expect.any(String) as string, path: '/api/static-data/countries', status: 500 }])
    expect((await fetch(`${ORIGIN}/__mock/faults`, { method: 'DELETE' })).status).toBe(200)
    expect((await countries()).status).toBe(200)
  })

  it('an invalid fault is refused with 400', async () => {
    expect(await fault({ status: 500 })).toBe(400)
    expect(await fault({ path: '/api/x', status: 42 })).toBe(400)
  })

  it('reset brings back a fresh seed and clears faults', async () => {
    const before = db().admins.length
    db().admins.splice(0, 3)
    await fault({ path: '/api/static-data/countries', status: 500 })
    expect((await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' })).status).toBe(200)
    expect(db().admins).toHaveLength(before)
    expect((await countries()).status).toBe(200)
  })

  it('token-lifetime makes later logins short-lived until set back or reset; an invalid lifetime is refused', async () => {
    const lifetime = (seconds: unknown) => fetch(`${ORIGIN}/__mock/token-lifetime`, { method: 'POST', body: JSON.stringify({ seconds }) })
    const loginExp = async () => {
      const { email, password } = SEEDED_ACCOUNTS.admin
      const response = await fetch(`${ORIGIN}/api/admins/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: obfuscatePassword(password, DEFAULT_PASSWORD_SALT) }),
      })
      const { token } = (await response.json()) as { token: string }
      return readToken(token)!.exp - Math.floor(Date.now() / 1000)
    }
    expect(await loginExp()).toBeGreaterThan(11 * 60 * 60)
    expect((await lifetime(360)).status).toBe(200)
    expect(await (await fetch(`${ORIGIN}/__mock/token-lifetime`)).json()).toEqual({ status: 'ok', seconds: 360 })
    expect(await loginExp()).toBeGreaterThanOrEqual(359)
    expect(await loginExp()).toBeLessThanOrEqual(360)
    expect((await lifetime(null)).status).toBe(200)
    expect(await loginExp()).toBeGreaterThan(11 * 60 * 60)
    expect((await lifetime(0)).status).toBe(400)
    expect((await lifetime('soon')).status).toBe(400)
    await lifetime(60)
    await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' })
    expect(await loginExp()).toBeGreaterThan(11 * 60 * 60)
  })

  it('DELETE /__mock/faults/:id clears that fault only; a used-up fault leaves the list', async () => {
    await fault({ path: '/api/static-data/countries', status: 500 })
    await fault({ path: '/api/static-data/languages', status: 404 })
    await fault({ path: '/api/static-data/cities', status: 500, times: 1 })
    const listed = () => control<{ faults: Fault[] }>('GET', '/__mock/faults').then((answer) => answer.faults)
    const [first, second] = await listed()
    expect((await fetch(`${ORIGIN}/__mock/faults/${first!.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await countries()).status).toBe(200)
    expect((await fetch(`${ORIGIN}/api/static-data/languages`)).status).toBe(404)
    expect((await fetch(`${ORIGIN}/__mock/faults/${first!.id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await fetch(`${ORIGIN}/api/static-data/cities`)).status).toBe(500)
    expect((await listed()).map((f) => f.id)).toEqual([second!.id])
  })

  it('reset all also brings back a normal network, the normal seed and an empty calls log', async () => {
    await control('POST', '/__mock/network', { latency: 300, offline: true })
    await control('POST', '/__mock/reset')
    expect(network()).toEqual({ latency: 0, offline: false })
    expect(seedOptions().large).toBe(false)
    await countries()
    await vi.waitFor(() => expect(db().countries.length).toBeGreaterThan(0))
    await control('POST', '/__mock/reset')
    expect((await control<{ calls: unknown[] }>('GET', '/__mock/calls')).calls).toEqual([])
  })
})

async function control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T & { status: string }> {
  const response = await fetch(`${ORIGIN}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  return (await response.json()) as T & { status: string }
}

describe('POST /__mock/seed: the data only, normal or large', () => {
  it('reseeds the data and keeps the faults and the network', async () => {
    db().users.length = 0
    await fault({ path: '/api/static-data/countries', status: 500 })
    await control('POST', '/__mock/network', { latency: 0, offline: false })
    expect(await control('POST', '/__mock/seed')).toEqual({ status: 'ok', large: false })
    expect(db().users.length).toBeGreaterThan(0)
    expect((await countries()).status).toBe(500)
  })

  it('switches to the large seed (10 000 organizations and events) and back without a restart', async () => {
    expect(await control('POST', '/__mock/seed', { large: true })).toEqual({ status: 'ok', large: true })
    expect(db().organizations).toHaveLength(10_000)
    expect(db().events).toHaveLength(10_000)
    // Without `large` the current mode stays.
    await control('POST', '/__mock/seed')
    expect(db().organizations).toHaveLength(10_000)
    expect((await control<{ large: boolean }>('GET', '/__mock/state')).large).toBe(true)
    await control('POST', '/__mock/seed', { large: false })
    expect(db().organizations.length).toBeLessThan(1000)
  }, 30_000)
})

describe('POST /__mock/empty', () => {
  const list = async (path: string) => {
    const response = await fetch(`${ORIGIN}/api${path}`, { headers: { Authorization: `Bearer ${tokenOf('root')}` } })
    return (await response.json()) as Record<string, unknown>
  }

  it('empties organizations, events, users and complaints', async () => {
    for (const collection of ['organizations', 'events', 'users', 'complaints'] as const) {
      const answer = await control<{ removed: number }>('POST', '/__mock/empty', { collection })
      expect(answer.removed).toBeGreaterThan(0)
      expect(db()[collection]).toEqual([])
    }
    expect(db().reviews).toEqual([])
    expect((await list('/organizations')).organizations).toEqual([])
  })

  it('empties the articles of one country, or of every country without country_id', async () => {
    const [first, second] = db().countries.filter((country) => db().articles.some((a) => a.country_id === country._id))
    await control('POST', '/__mock/empty', { collection: 'articles', country_id: first!._id })
    expect(db().articles.some((a) => a.country_id === first!._id)).toBe(false)
    expect(db().articles.some((a) => a.country_id === second!._id)).toBe(true)
    await control('POST', '/__mock/empty', { collection: 'articles' })
    expect(db().articles).toEqual([])
  })

  it("empties one category's template photos", async () => {
    const categoryId = db().templatePhotos[0]!.category_id
    const others = db().templatePhotos.filter((photo) => photo.category_id !== categoryId).length
    await control('POST', '/__mock/empty', { collection: 'templatePhotos', category_id: categoryId })
    expect(db().templatePhotos.filter((photo) => photo.category_id === categoryId)).toEqual([])
    expect(db().templatePhotos).toHaveLength(others)
  })

  it('refuses an unknown collection, and template photos without a category', async () => {
    expect((await fetch(`${ORIGIN}/__mock/empty`, { method: 'POST', body: JSON.stringify({ collection: 'admins' }) })).status).toBe(400)
    expect((await fetch(`${ORIGIN}/__mock/empty`, { method: 'POST', body: JSON.stringify({ collection: 'templatePhotos' }) })).status).toBe(
      400,
    )
  })
})

describe('/__mock/network: latency and offline', () => {
  it('a latency holds every API answer back', async () => {
    expect(await control('POST', '/__mock/network', { latency: 300 })).toEqual({ status: 'ok', network: { latency: 300, offline: false } })
    const started = performance.now()
    expect((await countries()).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(250)
  })

  it("'random' is accepted; other values are refused", async () => {
    expect((await control('POST', '/__mock/network', { latency: 'random' })).network).toEqual({ latency: 'random', offline: false })
    expect((await fetch(`${ORIGIN}/__mock/network`, { method: 'POST', body: JSON.stringify({ latency: 'slow' }) })).status).toBe(400)
  })

  it('offline fails every call as with no connection, the control API still answers; back online it works', async () => {
    await control('POST', '/__mock/network', { offline: true })
    await expect(countries()).rejects.toThrow(TypeError)
    await expect(fetch(`${ORIGIN}/uploads/flags/kg.png`)).rejects.toThrow(TypeError)
    expect((await control<{ network: unknown }>('GET', '/__mock/network')).network).toEqual({ latency: 0, offline: true })
    await control('POST', '/__mock/network', { offline: false })
    expect((await countries()).status).toBe(200)
  })
})

describe('/__mock/calls: the last API calls', () => {
  const logged = async (count = 1) => {
    await vi.waitFor(async () =>
      expect((await control<{ calls: CallRecord[] }>('GET', '/__mock/calls')).calls.length).toBeGreaterThanOrEqual(count),
    )
    return (await control<{ calls: CallRecord[] }>('GET', '/__mock/calls')).calls
  }

  it('logs method, path with query, status, time and both bodies, newest first', async () => {
    await fetch(`${ORIGIN}/api/static-data/cities?country_id=x`)
    await fetch(`${ORIGIN}/api/admins/login`, { method: 'POST', body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }) })
    const [login, cities] = await logged(2)
    expect(cities).toMatchObject({ method: 'GET', path: '/api/static-data/cities?country_id=x', status: 200, request: null })
    expect(cities!.response).toMatchObject({ kind: 'text', truncated: false })
    expect(login).toMatchObject({ method: 'POST', path: '/api/admins/login', status: 404 })
    // JSON laid out for reading, the password redacted.
    expect(login!.request).toEqual({
      kind: 'text',
      text: JSON.stringify({ email: 'nobody@example.com', password: REDACTED }, null, 2),
      truncated: false,
    })
    expect(JSON.parse((login!.response as { text: string }).text)).toEqual({ status: 'error', message: 'There is no such admin' })
    expect(Date.parse(login!.at)).not.toBeNaN()
    expect(login!.ms).toBeGreaterThanOrEqual(0)
  })

  it('never keeps a token or a password, at any depth of a body or in a form field', async () => {
    const email = SEEDED_ACCOUNTS.admin.email
    const password = obfuscatePassword(SEEDED_ACCOUNTS.admin.password, DEFAULT_PASSWORD_SALT)
    await fetch(`${ORIGIN}/api/admins/login`, { method: 'POST', body: JSON.stringify({ email, password }) })
    const form = new FormData()
    form.append('password', 'secret-1')
    await fetch(`${ORIGIN}/api/admins/template-photos`, { method: 'POST', body: form })
    const [upload, login] = await logged(2)
    const text = JSON.stringify([login, upload])
    expect(text).not.toContain(password)
    expect(text).not.toContain('secret-1')
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)
    expect(JSON.parse((login!.response as { text: string }).text)).toMatchObject({ token: REDACTED })
    expect(redactSecrets({ a: [{ b: { token: 't', password: 'p', name: 'n' } }] })).toEqual({
      a: [{ b: { token: REDACTED, password: REDACTED, name: 'n' } }],
    })
  })

  it('shows a multipart body as its fields and file names; a dropped call has no status', async () => {
    const form = new FormData()
    form.append('category_id', 'abc')
    form.append('photos', new File([new Uint8Array(10)], 'shop.png', { type: 'image/png' }))
    await fetch(`${ORIGIN}/api/admins/template-photos`, { method: 'POST', body: form })
    await fault({ path: '/api/static-data/countries', network: true })
    await countries().catch(() => undefined)
    const [dropped, upload] = await logged(2)
    expect(upload!.request).toEqual({
      kind: 'form',
      fields: [
        { name: 'category_id', value: 'abc' },
        { name: 'photos', file: { name: 'shop.png', type: 'image/png', size: 10 } },
      ],
    })
    expect(dropped).toMatchObject({ path: '/api/static-data/countries', status: null, response: null })
  })

  it(`keeps the last ${CALLS_KEPT} and cuts long bodies; DELETE empties it`, async () => {
    for (let i = 0; i < CALLS_KEPT + 5; i += 1) await fetch(`${ORIGIN}/api/static-data/languages?i=${i}`)
    const calls = await logged(CALLS_KEPT)
    await vi.waitFor(async () => expect((await logged())[0]!.path).toBe(`/api/static-data/languages?i=${CALLS_KEPT + 4}`))
    expect(calls).toHaveLength(CALLS_KEPT)
    await fetch(`${ORIGIN}/api/organizations?per_page=100`)
    await vi.waitFor(async () => expect((await logged())[0]!.path).toBe('/api/organizations?per_page=100'))
    expect((await logged())[0]!.response).toMatchObject({ truncated: true })
    await control('DELETE', '/__mock/calls')
    expect((await control<{ calls: unknown[] }>('GET', '/__mock/calls')).calls).toEqual([])
  })

  it('does not log the control calls or uploaded files', async () => {
    await control('GET', '/__mock/faults')
    await fetch(`${ORIGIN}/uploads/flags/kg.png`)
    await countries()
    const calls = await logged(1)
    expect(calls.map((call) => call.path)).toEqual(['/api/static-data/countries'])
  })
})

describe('/__mock/routes and /__mock/accounts', () => {
  it('lists the mock routes with their parameters as *', async () => {
    const { routes } = await control<{ routes: { method: string; path: string }[] }>('GET', '/__mock/routes')
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admins/users' })
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/admins/users/*' })
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/admins/organizations/edit/*' })
  })

  it('lists the seeded accounts of README with their profiles (none for the app user)', async () => {
    const { accounts } = await control<{
      accounts: { key: string; email: string; password: string; profile: Record<string, unknown> | null }[]
    }>('GET', '/__mock/accounts')
    expect(accounts.map((account) => account.key)).toEqual(['root', 'admin', 'manager', 'moderator', 'events', 'own', 'user'])
    expect(accounts[0]!.profile).toMatchObject({ isRoot: true })
    expect(accounts.find((a) => a.key === 'moderator')!.profile).toMatchObject({ isAdmin: true, can_edit_orgs: false })
    expect(accounts.find((a) => a.key === 'user')!.profile).toBeNull()
  })

  it('a fault with bodyContains applies only to requests whose body has that text (one entry among many)', async () => {
    await fault({ path: '/api/admins/organizations/block', method: 'PUT', status: 500, message: 'Only this one', bodyContains: 'id-2' })
    const call = (id: string) =>
      fetch(`${ORIGIN}/api/admins/organizations/block`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ organization_id: id, is_active: false }),
      })
    const other = await call('id-1')
    expect(other.status).not.toBe(500)
    const hit = await call('id-2')
    expect(hit.status).toBe(500)
    expect(await hit.json()).toEqual({ status: 'error', message: 'Only this one' })
  })
})

describe('the mock honours Idempotency-Key (docs/api.md)', () => {
  const create = (key: string | null, name: string) =>
    fetch(`${ORIGIN}/api/admins/categories`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${tokenOf('admin')}`,
        'Content-Type': 'application/json',
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify({ name }),
    })
  const named = (name: string) => db().categories.filter((category) => category.name === name)

  it('a create repeated with its key gets the first answer again and makes no second record', async () => {
    const first: unknown = await (await create('6f1c2a3b-0000-4000-8000-000000000001', 'Ключ один')).json()
    expect(first).toMatchObject({ status: 'ok' })
    const again: unknown = await (await create('6f1c2a3b-0000-4000-8000-000000000001', 'Ключ один')).json()
    expect(again).toEqual(first)
    expect(named('Ключ один')).toHaveLength(1)
  })

  it('another key, or none, is another create', async () => {
    await create('6f1c2a3b-0000-4000-8000-000000000002', 'Ключ два')
    await create('6f1c2a3b-0000-4000-8000-000000000003', 'Ключ два')
    await create(null, 'Ключ два')
    expect(named('Ключ два')).toHaveLength(3)
  })
})
