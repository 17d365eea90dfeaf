import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '@/shared/auth/cipher'
import { profileSchema } from '@/shared/auth/schemas'
import { mockServer } from '../node'
import { SEEDED_ACCOUNTS } from '../seed'
import { resetDb } from '../store'
import { issueToken, readToken } from '../tokens'

const BASE = 'http://localhost/api'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDb())
afterAll(() => mockServer.close())

async function login(email: string, password: string, obfuscate = true) {
  const response = await fetch(`${BASE}/admins/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: obfuscate ? obfuscatePassword(password, DEFAULT_PASSWORD_SALT) : password }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function profile(token?: string) {
  const response = await fetch(`${BASE}/admins/profile`, token ? { headers: { Authorization: `Bearer ${token}` } } : {})
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('POST /api/admins/login', () => {
  it.each(['admin', 'manager', 'moderator', 'events', 'own'] as const)('%s gets an admin token and its profile', async (key) => {
    const { status, body } = await login(SEEDED_ACCOUNTS[key].email, SEEDED_ACCOUNTS[key].password)
    expect(status).toBe(200)
    expect(body.status).toBe('ok')
    const userData = profileSchema.parse(body.user_data)
    expect(userData).toMatchObject({ isAdmin: true, isRoot: false })
    expect(userData._id).toMatch(/^[0-9a-f]{24}$/)
    expect(readToken(body.token as string)).toMatchObject({ type: 'admin', _id: userData._id })
    // Country objects come with the ids.
    const sorted = (ids: string[]) => [...ids].sort()
    expect(sorted(userData.view_complains_countries.map((c) => c._id))).toEqual(sorted(userData.view_complains_country_ids))
    expect(sorted(userData.change_info_countries.map((c) => c._id))).toEqual(sorted(userData.change_info_country_ids))
    expect(body.user_data).not.toHaveProperty('password')
  })

  it('root gets a root token and a profile without _id', async () => {
    const { status, body } = await login(SEEDED_ACCOUNTS.root.email, SEEDED_ACCOUNTS.root.password)
    expect(status).toBe(200)
    expect(readToken(body.token as string)?.type).toBe('root')
    expect(body.user_data).toMatchObject({ isRoot: true, isAdmin: false, display_name: 'Super admin' })
    expect(body.user_data).not.toHaveProperty('_id')
  })

  it('an app user gets a token of type user', async () => {
    const { status, body } = await login(SEEDED_ACCOUNTS.user.email, SEEDED_ACCOUNTS.user.password)
    expect(status).toBe(200)
    expect(readToken(body.token as string)?.type).toBe('user')
  })

  it('the e-mail is matched without case and surrounding spaces', async () => {
    expect((await login('  ADMIN@Example.com ', SEEDED_ACCOUNTS.admin.password)).status).toBe(200)
  })

  it('an unknown e-mail is 404 "There is no such admin"', async () => {
    expect(await login('nobody@example.com', 'whatever')).toEqual({
      status: 404,
      body: { status: 'error', message: 'There is no such admin' },
    })
  })

  it('a wrong password is 400 "Wrong password", also for root, users, and a password sent in clear', async () => {
    for (const key of ['admin', 'root', 'user'] as const) {
      expect(await login(SEEDED_ACCOUNTS[key].email, 'wrong')).toEqual({
        status: 400,
        body: { status: 'error', message: 'Wrong password' },
      })
    }
    expect((await login(SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password, false)).body.message).toBe('Wrong password')
  })

  it('a body that is not {email, password} is 400', async () => {
    const response = await fetch(`${BASE}/admins/login`, { method: 'POST', body: JSON.stringify({ email: 'a@b.c' }) })
    expect(response.status).toBe(400)
    const broken = await fetch(`${BASE}/admins/login`, { method: 'POST', body: '{not json' })
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as { message: string }).message).toBe('Invalid JSON body')
  })
})

describe('GET /api/admins/profile', () => {
  it('is 401 without a token, with a forged one or an expired one', async () => {
    expect(await profile()).toEqual({ status: 401, body: { status: 'error', message: 'Unauthorized' } })
    expect((await profile('a.b.c')).status).toBe(401)
    expect(
      (await profile(issueToken({ type: 'admin', _id: 'ad0000000000000000000001', exp: Math.floor(Date.now() / 1000) - 5 }))).status,
    ).toBe(401)
  })

  it('is 401 for a token of an admin that no longer exists, 403 for a user token', async () => {
    expect((await profile(issueToken({ type: 'admin', _id: 'ad00000000000000000000ff' }))).status).toBe(401)
    expect((await profile(issueToken({ type: 'user', _id: '0a0000000000000000000001' }))).status).toBe(403)
  })

  it('gives the same profile as the login', async () => {
    for (const key of ['admin', 'root'] as const) {
      const { body } = await login(SEEDED_ACCOUNTS[key].email, SEEDED_ACCOUNTS[key].password)
      expect(await profile(body.token as string)).toEqual({ status: 200, body: { status: 'ok', user_data: body.user_data } })
    }
  })
})
