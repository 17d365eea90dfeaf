import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { authenticate, matchesQuery, MockHttpError, paginate, readJson, requireCan, route, searchParam } from './lib'
import { SEEDED_ACCOUNTS } from './seed'
import { db, resetDb } from './store'
import { issueToken } from './tokens'

afterEach(() => resetDb())

const get = (query = '') => new Request(`http://localhost/api/list${query}`)
const items = Array.from({ length: 1234 }, (_, i) => i + 1)

function thrown(run: () => unknown): MockHttpError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(MockHttpError)
    return error as MockHttpError
  }
  throw new Error('did not throw')
}

describe('mock lib: paginate (api-contract "Lists")', () => {
  it('pages start at 1 with 100 per page by default', () => {
    const page = paginate(items, get())
    expect(page).toMatchObject({ total: 1234, page: 1, perPage: 100 })
    expect(page.items[0]).toBe(1)
    expect(page.items).toHaveLength(100)
  })

  it('takes page and per_page', () => {
    const page = paginate(items, get('?page=3&per_page=250'))
    expect(page.items[0]).toBe(501)
    expect(page.items).toHaveLength(250)
    expect(paginate(items, get('?page=5&per_page=250')).items).toEqual(items.slice(1000, 1234))
    expect(paginate(items, get('?page=99')).items).toEqual([])
  })

  it('clamps per_page to 1..500 and repairs nonsense', () => {
    expect(paginate(items, get('?per_page=100000')).perPage).toBe(500)
    expect(paginate(items, get('?per_page=-5')).perPage).toBe(1)
    expect(paginate(items, get('?per_page=abc')).perPage).toBe(100)
    expect(paginate(items, get('?page=0')).page).toBe(1)
    expect(paginate(items, get('?page=-2')).page).toBe(1)
  })
})

describe('mock lib: helpers', () => {
  it('matchesQuery: case-insensitive, trimmed, any field; empty query matches all', () => {
    expect(matchesQuery('  кафе ', 'Кафе «Ромашка»', null)).toBe(true)
    expect(matchesQuery('ANNA', undefined, 'anna@example.com')).toBe(true)
    expect(matchesQuery('нет', 'Кафе')).toBe(false)
    expect(matchesQuery('', 'x')).toBe(true)
    expect(matchesQuery(null)).toBe(true)
  })

  it('searchParam reads one query parameter', () => {
    expect(searchParam(get('?country_id=abc'), 'country_id')).toBe('abc')
    expect(searchParam(get(), 'country_id')).toBeNull()
  })

  it('readJson parses with the schema or answers 400 with the first issue', async () => {
    const schema = z.object({ name: z.string().min(2) })
    const post = (body: string) => new Request('http://localhost/api/x', { method: 'POST', body })
    await expect(readJson(post('{"name":"Ок"}'), schema)).resolves.toEqual({ name: 'Ок' })
    await expect(readJson(post('{"name":"x"}'), schema)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('name') as unknown,
    })
    await expect(readJson(post('nope'), schema)).rejects.toMatchObject({ status: 400, message: 'Invalid JSON body' })
  })
})

describe('mock lib: authentication and rights', () => {
  const withToken = (token: string) => new Request('http://localhost/api/x', { headers: { Authorization: `Bearer ${token}` } })
  const adminId = (key: keyof typeof SEEDED_ACCOUNTS) => db().admins.find((a) => a.email === SEEDED_ACCOUNTS[key].email)!._id

  it('401 without a token or with a forged one; 403 for a user token', () => {
    expect(thrown(() => authenticate(get())).status).toBe(401)
    expect(thrown(() => authenticate(withToken('a.b.c'))).status).toBe(401)
    expect(thrown(() => authenticate(withToken(issueToken({ type: 'user', _id: 'x' })))).status).toBe(403)
  })

  it('401 when the admin behind the token was deleted', () => {
    const token = issueToken({ type: 'admin', _id: adminId('moderator') })
    db().admins = db().admins.filter((a) => a._id !== adminId('moderator'))
    expect(thrown(() => authenticate(withToken(token))).status).toBe(401)
  })

  it('root and admin callers; the admin comes with the current profile', () => {
    expect(authenticate(withToken(issueToken({ type: 'root' })))).toEqual({ kind: 'root' })
    const caller = authenticate(withToken(issueToken({ type: 'admin', _id: adminId('manager') })))
    expect(caller.kind === 'admin' && caller.profile.can_modify_users_and_orgs).toBe(true)
  })

  it("requireCan answers 403 with the console's own rules", () => {
    const moderator = authenticate(withToken(issueToken({ type: 'admin', _id: adminId('moderator') })))
    const admin = authenticate(withToken(issueToken({ type: 'admin', _id: adminId('admin') })))
    expect(thrown(() => requireCan(moderator, 'users:ban')).message).toBe('Forbidden')
    expect(() => requireCan(admin, 'users:ban')).not.toThrow()
    expect(thrown(() => requireCan({ kind: 'root' }, 'users:ban')).status).toBe(403)
  })
})

describe('mock lib: route()', () => {
  const info = { request: get(), params: {} } as Parameters<ReturnType<typeof route>>[0]

  it("turns a MockHttpError into the contract's error answer", async () => {
    const response = await route(() => {
      throw new MockHttpError(404, 'There is no such user')
    })(info)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ status: 'error', message: 'There is no such user' })
  })

  it('turns any other failure into a 500 with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await route(() => {
      throw new Error('boom')
    })(info)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ status: 'error', message: 'boom' })
  })
})
