import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiRequest, configureApiClient, unauthorizedOutcome } from '@/shared/api/client'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { uploadRequest } from '@/shared/photos/upload'
import { failureOf } from '@/test/api-failure'
import { testAdmin } from '@/test/profiles'
import { mockServer } from '../../../mocks/node'
import { issueToken } from '../../../mocks/tokens'
import { sameAccountTokens } from './account'
import { reauth } from './reauth'
import { session } from './session'

const ANNA = 'ad0000000000000000000001'
const MAX = 'ad0000000000000000000002'
const anna = testAdmin()
const max = { ...testAdmin(), _id: MAX, display_name: 'Max' }
const tokenFor = (id: string, lifetime = 3600) => issueToken({ type: 'admin', _id: id, exp: Math.floor(Date.now() / 1000) + lifetime })

const answerSchema = z.object({ authorization: z.string().nullable() })

/** What the app does on a read's 401 (main.tsx): the session ends and the console goes to /login. */
const toLogin = vi.fn(() => session.clear())

/** Requests the test server saw, by path, with the token each carried. */
let seen: { path: string; authorization: string | null; file?: string }[] = []
/** How many times each path still answers 401 before it answers ok. */
let refusals: Record<string, number> = {}

function serve() {
  const answer = async (request: Request) => {
    const path = new URL(request.url).pathname
    const authorization = request.headers.get('authorization')
    const form = request.method === 'POST' ? await request.formData().catch(() => null) : null
    const file = form?.get('photo')
    // The server's File is Node's, not the jsdom window's: read it by shape.
    const upload = typeof file === 'object' && file !== null ? (file as Blob & { name: string }) : null
    seen.push({ path, authorization, ...(upload ? { file: `${upload.name}:${await upload.text()}` } : {}) })
    if (!authorization || (refusals[path] ?? 0) > 0) {
      refusals[path] = (refusals[path] ?? 1) - 1
      return HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status: 401 })
    }
    return HttpResponse.json({ status: 'ok', authorization })
  }
  mockServer.use(
    http.get('*/api/*', ({ request }) => answer(request)),
    http.put('*/api/*', ({ request }) => answer(request)),
    http.post('*/api/*', ({ request }) => answer(request)),
  )
}

const save = (path: string) => apiRequest(answerSchema, path, { method: 'put', json: { name: 'Кафе' } })
const read = (path: string) => apiRequest(answerSchema, path)
const calls = (path: string) => seen.filter((request) => request.path === `/api${path}`)

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** Waits until a save's 401 has opened the sign-in (the dialog would show now). */
async function parked() {
  await vi.waitFor(() => expect(reauth.get()).not.toBeNull())
}

beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  configureApiClient({
    token: session.token,
    onUnauthorized: toLogin,
    waitForSignIn: reauth.park,
    policy: { sameAccount: sameAccountTokens, keepPage: unsavedChanges.any, signInOpen: () => reauth.get() !== null },
  })
})
beforeEach(() => {
  seen = []
  refusals = {}
  serve()
  session.start(tokenFor(ANNA), anna, 'anna@example.com')
})
afterEach(() => {
  reauth.left(() => {})
  mockServer.resetHandlers()
  session.clear()
  toLogin.mockClear()
})
afterAll(() => mockServer.close())

describe('a save answered 401 waits for a sign-in in place', () => {
  it('drops the token only, and after the same admin signs in sends the call that failed once more, with the new token; nothing else is replayed', async () => {
    refusals['/api/thing'] = 1
    const pending = save('/thing')
    await parked()
    expect(session.token()).toBeNull()
    expect(session.get().profile).toEqual(anna)
    expect(reauth.get()).toEqual({ accountId: ANNA, email: 'anna@example.com', reason: 'expired' })

    // A read sent while the dialog is open goes without a token: its 401 waits for the same sign-in.
    const readMeanwhile = read('/other')
    await vi.waitFor(() => expect(calls('/other')).toHaveLength(1))

    const renewed = tokenFor(ANNA, 7200)
    expect(reauth.resume(renewed, anna, 'anna@example.com')).toBe(true)
    await expect(pending).resolves.toEqual({ authorization: `Bearer ${renewed}` })
    expect(calls('/thing')).toHaveLength(2)
    await expect(readMeanwhile).resolves.toEqual({ authorization: `Bearer ${renewed}` })
    expect(calls('/other')).toHaveLength(2)
    expect(session.token()).toBe(renewed)
    expect(reauth.get()).toBeNull()
    expect(reauth.isResumedToken(renewed)).toBe(true)
    expect(toLogin).not.toHaveBeenCalled()

    // Later saves go through once, as usual.
    await save('/next')
    expect(calls('/next')).toHaveLength(1)
  })

  it('a second 401 after signing in ends the session (to /login) and the call fails: it is not sent a third time', async () => {
    refusals['/api/thing'] = 5
    const pending = save('/thing')
    await parked()
    reauth.resume(tokenFor(ANNA, 7200), anna, 'anna@example.com')
    const error = await failureOf(pending)
    expect(error.status).toBe(401)
    expect(toLogin).toHaveBeenCalledTimes(1)
    expect(calls('/thing')).toHaveLength(2)
    expect(session.token()).toBeNull()
    expect(reauth.get()).toBeNull()
  })

  it("a sign-in as a different account never replays the first one's call: refused, and the call fails once the admin has left", async () => {
    refusals['/api/thing'] = 1
    const pending = save('/thing')
    await parked()
    const maxToken = tokenFor(MAX)
    expect(reauth.isSameAccount(maxToken, max, 'max@example.com')).toBe(false)
    expect(reauth.resume(maxToken, max, 'max@example.com')).toBe(false)
    // Not started: the other account's session begins only after leaving the screen.
    expect(session.token()).toBeNull()
    const clearCache = vi.fn()
    const then = vi.fn(() => session.start(maxToken, max, 'max@example.com'))
    reauth.leaving(then)
    reauth.left(clearCache)
    const error = await failureOf(pending)
    expect(error.status).toBe(401)
    expect(calls('/thing')).toHaveLength(1)
    expect(clearCache).toHaveBeenCalledTimes(1)
    expect(then).toHaveBeenCalledTimes(1)
    expect(session.token()).toBe(maxToken)
    expect(reauth.isResumedToken(maxToken)).toBe(false)
  })

  it('cancelling fails the parked call with its 401 and ends the session; nothing is sent again', async () => {
    refusals['/api/thing'] = 1
    const pending = save('/thing')
    await parked()
    reauth.leaving()
    reauth.left(() => {})
    expect((await failureOf(pending)).status).toBe(401)
    expect(calls('/thing')).toHaveLength(1)
    expect(session.get()).toEqual({ token: null, profile: null, chosenCountryId: null })
    expect(session.email()).toBeNull()
  })

  it('two saves refused together wait for one sign-in, and each is sent again exactly once', async () => {
    refusals['/api/one'] = 1
    refusals['/api/two'] = 1
    const one = save('/one')
    const two = save('/two')
    await parked()
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    reauth.resume(tokenFor(ANNA, 7200), anna, 'anna@example.com')
    await Promise.all([one, two])
    expect(calls('/one')).toHaveLength(2)
    expect(calls('/two')).toHaveLength(2)
  })

  it('the same admin is recognised by e-mail when no id is known, and root by its type', async () => {
    session.start(issueToken({ type: 'admin' }), { ...anna, _id: undefined }, 'Anna@Example.com')
    refusals['/api/thing'] = 1
    const pending = save('/thing')
    await parked()
    const noId = { ...anna, _id: undefined }
    expect(reauth.isSameAccount(issueToken({ type: 'admin' }), noId, 'someone@example.com')).toBe(false)
    expect(reauth.resume(issueToken({ type: 'admin', exp: Math.floor(Date.now() / 1000) + 99 }), noId, ' anna@example.com ')).toBe(true)
    await pending

    const root = { ...anna, _id: undefined, isRoot: true, isAdmin: false }
    session.start(issueToken({ type: 'root' }), root)
    refusals['/api/root'] = 1
    const rootSave = save('/root')
    await parked()
    expect(reauth.isSameAccount(tokenFor(ANNA), anna, 'anna@example.com')).toBe(false)
    expect(reauth.resume(issueToken({ type: 'root', exp: Math.floor(Date.now() / 1000) + 99 }), root, 'root@example.com')).toBe(true)
    await rootSave
    expect(calls('/root')).toHaveLength(2)
  })

  it('a multipart upload is built again: the second request carries the whole file', async () => {
    refusals['/api/photos'] = 1
    const form = new FormData()
    // A real PNG (1×1, no metadata): a photo goes up only once it is readable and stripped.
    const png = Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0))
    form.append('photo', new File([png], 'cover.png', { type: 'image/png' }))
    const pending = uploadRequest(answerSchema, '/photos', form)
    await parked()
    reauth.resume(tokenFor(ANNA, 7200), anna, 'anna@example.com')
    await pending
    const whole = `cover.png:${new TextDecoder().decode(png)}`
    expect(calls('/photos').map((request) => request.file)).toEqual([whole, whole])
  })
})

describe('a read answered 401', () => {
  it('with nothing unsaved on the screen ends the session at once and parks nothing (as before)', async () => {
    refusals['/api/list'] = 1
    expect((await failureOf(read('/list'))).status).toBe(401)
    expect(toLogin).toHaveBeenCalledTimes(1)
    expect(reauth.get()).toBeNull()
    expect(calls('/list')).toHaveLength(1)
  })

  it('while the screen holds unsaved changes opens the sign-in instead and keeps the page; after the same admin signs in the read is sent again', async () => {
    const stop = unsavedChanges.register({ dirty: () => true, ask: () => Promise.resolve(false), release: () => {} })
    try {
      refusals['/api/suggestions'] = 1
      const pending = read('/suggestions')
      await parked()
      expect(toLogin).not.toHaveBeenCalled()
      expect(session.get().profile).toEqual(anna)
      const renewed = tokenFor(ANNA, 7200)
      expect(reauth.resume(renewed, anna, 'anna@example.com')).toBe(true)
      await expect(pending).resolves.toEqual({ authorization: `Bearer ${renewed}` })
      expect(calls('/suggestions')).toHaveLength(2)
    } finally {
      stop()
    }
  })
})

describe("a call is only ever sent again with its own admin's token", () => {
  it("a save refused while another admin signed in (another tab) is not sent again with that admin's token", async () => {
    let reached: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (reached = resolve))
    let answerRefused: () => void = () => {}
    mockServer.use(
      http.put(
        '*/api/slow-save',
        () =>
          new Promise<Response>((resolve) => {
            answerRefused = () => resolve(HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status: 401 }))
            reached()
          }),
      ),
    )
    const pending = save('/slow-save')
    await arrived
    session.start(tokenFor(MAX), max, 'max@example.com')
    answerRefused()
    expect((await failureOf(pending)).status).toBe(401)
    expect(reauth.get()).toBeNull()
  })

  it('a save refused while the same admin signed in again meanwhile is sent again at once with the new token', async () => {
    const renewed = tokenFor(ANNA, 7200)
    const seenTokens: (string | null)[] = []
    mockServer.use(
      http.put('*/api/renewed-save', ({ request }) => {
        seenTokens.push(request.headers.get('authorization'))
        if (seenTokens.length === 1) {
          session.start(renewed, anna, 'anna@example.com')
          return HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status: 401 })
        }
        return HttpResponse.json({ status: 'ok', authorization: request.headers.get('authorization') })
      }),
    )
    await expect(save('/renewed-save')).resolves.toEqual({ authorization: `Bearer ${renewed}` })
    expect(seenTokens).toHaveLength(2)
    expect(reauth.get()).toBeNull()
  })
})

describe('what a call answered 401 does next (unauthorizedOutcome)', () => {
  const base = { sentWith: 'a', current: 'a', sameAccount: (x: string, y: string) => x[0] === y[0], keepPage: false, signInOpen: false }
  it('a read with nothing unsaved ends the session; a save, or a read while the screen is dirty, waits for the sign-in', () => {
    expect(unauthorizedOutcome({ ...base, save: false })).toBe('end')
    expect(unauthorizedOutcome({ ...base, save: true })).toBe('park')
    expect(unauthorizedOutcome({ ...base, save: false, keepPage: true })).toBe('park')
  })
  it('any call waits while the sign-in is open; a call sent without any session fails', () => {
    expect(unauthorizedOutcome({ ...base, save: false, sentWith: null, current: null, signInOpen: true })).toBe('park')
    expect(unauthorizedOutcome({ ...base, save: true, sentWith: null, current: null })).toBe('fail')
  })
  it("a token replaced meanwhile: sent again for the same admin, never with another admin's", () => {
    expect(unauthorizedOutcome({ ...base, save: true, current: 'a2' })).toBe('resend')
    expect(unauthorizedOutcome({ ...base, save: true, current: 'b1' })).toBe('fail')
    expect(unauthorizedOutcome({ ...base, save: false, keepPage: true, current: 'b1' })).toBe('fail')
  })
})
