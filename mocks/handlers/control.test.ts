import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '../../src/shared/auth/cipher'
import { mockServer } from '../node'
import { SEEDED_ACCOUNTS } from '../seed'
import { db, resetDb } from '../store'
import { readToken } from '../tokens'

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
    expect(listed.faults).toEqual([{ path: '/api/static-data/countries', status: 500 }])
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
})
