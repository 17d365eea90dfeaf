import { HTTPError, TimeoutError } from 'ky'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ru, saveText } from '@/shared/i18n/ru'
import { env } from '@/shared/startup/env'
import { failureOf } from '@/test/api-failure'
import { mockServer } from '../../../mocks/node'
import {
  ApiError,
  apiRequest,
  configureApiClient,
  errorText,
  isUncertainAnswer,
  loadErrorText,
  saveFailureText,
  serverMessageOf,
  SessionEndedError,
  toApiError,
} from './client'

const echoSchema = z.object({ authorization: z.string().nullable() })
const payloadSchema = z.object({ items: z.array(z.object({ _id: z.string() })), total: z.number() })

let token: string | null = null
const onUnauthorized = vi.fn()

beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  configureApiClient({ token: () => token, onUnauthorized })
})
afterEach(() => {
  mockServer.resetHandlers()
  token = null
  onUnauthorized.mockReset()
})
afterAll(() => mockServer.close())

function answer(body: unknown, status = 200) {
  mockServer.use(http.get('*/api/test', () => HttpResponse.json(body as never, { status })))
}

describe('api client (spec section 7, api-contract "Envelope and errors")', () => {
  it('sends the bearer token when one is stored, and no header without one', async () => {
    mockServer.use(
      http.get('*/api/echo', ({ request }) => HttpResponse.json({ status: 'ok', authorization: request.headers.get('authorization') })),
    )
    expect(await apiRequest(echoSchema, '/echo')).toEqual({ authorization: null })
    token = 'abc.def.ghi'
    expect(await apiRequest(echoSchema, '/echo')).toEqual({ authorization: 'Bearer abc.def.ghi' })
  })

  it('calls /api on the origin, passes query parameters and drops empty ones', async () => {
    let seen: URL | undefined
    mockServer.use(
      http.get('*/api/search', ({ request }) => {
        seen = new URL(request.url)
        return HttpResponse.json({ status: 'ok' })
      }),
    )
    await apiRequest(z.object({}), '/search', { searchParams: { q: 'Кафе', page: 2, deep: false, skip: undefined, none: null } })
    expect(seen?.pathname).toBe('/api/search')
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({ q: 'Кафе', page: '2', deep: 'false' })
  })

  it('sends the method and the JSON body as given', async () => {
    let seen: { method: string; body: unknown } | undefined
    mockServer.use(
      http.all('*/api/things', async ({ request }) => {
        seen = { method: request.method, body: await request.json() }
        return HttpResponse.json({ status: 'ok' })
      }),
    )
    await apiRequest(z.object({}), '/things', { method: 'put', json: { user_id: 'abc', is_active: false } })
    expect(seen).toEqual({ method: 'PUT', body: { user_id: 'abc', is_active: false } })
  })

  it('passes the abort signal through: an aborted call rejects and does not end the session', async () => {
    token = 'a.b.c'
    mockServer.use(http.get('*/api/slow', () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const call = apiRequest(payloadSchema, '/slow', { signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('parses the payload with the schema and returns it', async () => {
    answer({ status: 'ok', items: [{ _id: 'a' }], total: 1, extra: 'ignored' })
    expect(await apiRequest(payloadSchema, '/test')).toEqual({ items: [{ _id: 'a' }], total: 1 })
  })

  it('an answer whose status is not "ok" is an error with the server message', async () => {
    answer({ status: 'error', message: 'Something went wrong' })
    const error = await failureOf(apiRequest(payloadSchema, '/test'))
    expect(error.message).toBe('Something went wrong')
    expect(error.serverMessage).toBe('Something went wrong')
  })

  it('an answer without status "ok" and without a message is "Unknown server error"', async () => {
    answer({ items: [], total: 0 })
    expect((await failureOf(apiRequest(payloadSchema, '/test'))).message).toBe(ru.errors.unknownServer)
    answer({ status: 'fail', message: 42 })
    expect((await failureOf(apiRequest(payloadSchema, '/test'))).message).toBe(ru.errors.unknownServer)
  })

  it('a 4xx with a message shows that message and keeps the status', async () => {
    answer({ status: 'error', message: 'There is no such admin' }, 404)
    const error = await failureOf(apiRequest(payloadSchema, '/test'))
    expect(error.message).toBe('There is no such admin')
    expect(error.status).toBe(404)
    expect(error.serverMessage).toBe('There is no such admin')
  })

  it('a 4xx or 5xx without a string message is "Unknown server error"', async () => {
    for (const body of [{ status: 'error' }, { status: 'error', message: { text: 'x' } }, { status: 'error', message: '' }]) {
      answer(body, 400)
      const error = await failureOf(apiRequest(payloadSchema, '/test'))
      expect(error.message).toBe(ru.errors.unknownServer)
      expect(error.serverMessage).toBeUndefined()
    }
    mockServer.use(
      http.get('*/api/test', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    )
    const error = await failureOf(apiRequest(payloadSchema, '/test'))
    expect(error.message).toBe(ru.errors.unknownServer)
    expect(error.status).toBe(502)
  })

  it('no answer at all is "No response from the server"', async () => {
    mockServer.use(http.get('*/api/test', () => HttpResponse.error()))
    const error = await failureOf(apiRequest(payloadSchema, '/test'))
    expect(error.message).toBe(ru.errors.noResponse)
    expect(error.isNoResponse).toBe(true)
  })

  it('a call the server never answers gives up after 60 s (spec section 9: request timeout 60000 ms), not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      mockServer.use(http.get('*/api/test', () => new Promise<never>(() => {})))
      let failure: ApiError | null = null
      const call = failureOf(apiRequest(payloadSchema, '/test')).then((error) => {
        failure = error
      })
      await vi.advanceTimersByTimeAsync(59_999)
      expect(failure).toBeNull()
      await vi.advanceTimersByTimeAsync(1)
      await call
      expect(failure).toMatchObject({ message: 'No response from the server', isNoResponse: true })
    } finally {
      vi.useRealTimers()
    }
  })

  it('a malformed answer is an error with the malformed-response text, not a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answer({ status: 'ok', items: 'not a list', total: 1 })
    const error = await failureOf(apiRequest(payloadSchema, '/test'))
    expect(error.kind).toBe('malformed')
    expect(error.message).toContain(ru.errors.malformedResponse)
    expect(error.message).toContain('items')
  })

  it('an answer that is not JSON at all is a malformed answer too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockServer.use(
      http.get('*/api/test', () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } })),
    )
    const error = await failureOf(apiRequest(payloadSchema, '/test'))
    expect(error.kind).toBe('malformed')
    expect(error.message).toContain(ru.errors.malformedResponse)
  })

  it('a 401 ends the session when a token was sent', async () => {
    token = 'expired.token.here'
    answer({ status: 'error', message: 'Unauthorized' }, 401)
    const error = await failureOf(apiRequest(payloadSchema, '/test'))
    expect(error.status).toBe(401)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('a 401 without a token (e.g. a login attempt) does not end any session', async () => {
    answer({ status: 'error', message: 'Unauthorized' }, 401)
    await failureOf(apiRequest(payloadSchema, '/test'))
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('other error statuses do not end the session', async () => {
    token = 'a.b.c'
    answer({ status: 'error', message: 'Forbidden' }, 403)
    expect((await failureOf(apiRequest(payloadSchema, '/test'))).message).toBe('Forbidden')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('a tab that must sign in first sends nothing without a token: the call waits for the sign-in and goes with its token', async () => {
    const sent: (string | null)[] = []
    mockServer.use(
      http.post('*/api/echo', ({ request }) => {
        sent.push(request.headers.get('authorization'))
        return HttpResponse.json({ status: 'ok', authorization: request.headers.get('authorization') })
      }),
    )
    let signIn = (_sendAgain: boolean) => {}
    const waitForSignIn = vi.fn(() => new Promise<boolean>((resolve) => (signIn = resolve)))
    configureApiClient({ token: () => token, onUnauthorized, waitForSignIn, policy: { signInFirst: () => token === null } })
    try {
      const saved = apiRequest(echoSchema, '/echo', { method: 'POST', json: {} })
      await vi.waitFor(() => expect(waitForSignIn).toHaveBeenCalledTimes(1))
      expect(sent).toEqual([])
      token = 'own.admin.token'
      signIn(true)
      expect(await saved).toEqual({ authorization: 'Bearer own.admin.token' })
      expect(sent).toEqual(['Bearer own.admin.token'])

      token = null
      const refused = apiRequest(echoSchema, '/echo', { method: 'POST', json: {} })
      await vi.waitFor(() => expect(waitForSignIn).toHaveBeenCalledTimes(2))
      signIn(false)
      expect((await failureOf(refused)).status).toBe(401)
      expect(sent).toHaveLength(1)
    } finally {
      configureApiClient({ token: () => token, onUnauthorized })
    }
  })

  it("a save answered after its session ended throws SessionEndedError in place of its answer; a read's answer is kept", async () => {
    let answerNow = () => {}
    let received = 0
    mockServer.use(
      http.all('*/api/echo', async ({ request }) => {
        received += 1
        await new Promise<void>((resolve) => (answerNow = resolve))
        return HttpResponse.json({ status: 'ok', authorization: request.headers.get('authorization') })
      }),
    )
    let term = { account: 'a' }
    configureApiClient({ token: () => token, onUnauthorized, policy: { sessionTerm: () => term } })
    try {
      token = 'admin.a.token'
      const saved = apiRequest(echoSchema, '/echo', { method: 'PUT', json: {} }).catch((error: unknown) => error)
      await vi.waitFor(() => expect(received).toBe(1))
      term = { account: 'b' }
      answerNow()
      expect(await saved).toBeInstanceOf(SessionEndedError)

      const read = apiRequest(echoSchema, '/echo')
      await vi.waitFor(() => expect(received).toBe(2))
      term = { account: 'c' }
      answerNow()
      expect(await read).toEqual({ authorization: 'Bearer admin.a.token' })
    } finally {
      configureApiClient({ token: () => token, onUnauthorized })
    }
  })

  it('talks to the real mock backend: a profile call without a token is a 401', async () => {
    const error = await failureOf(apiRequest(z.object({ user_data: z.unknown() }), '/admins/profile'))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Unauthorized')
  })
})

const request = new Request('http://localhost/api/test')

function httpError(status: number, data: unknown) {
  const error = new HTTPError(new Response(null, { status }), request, {} as never)
  error.data = data
  return error
}

describe('error text (spec section 8 "Generic")', () => {
  it('an HTTP error shows the server message', () => {
    const error = toApiError(httpError(400, { status: 'error', message: 'Wrong password' }))
    expect(error).toMatchObject({ kind: 'http', message: 'Wrong password', serverMessage: 'Wrong password', status: 400 })
  })

  it('an HTTP error without a string message is "Unknown server error"', () => {
    for (const data of [undefined, 'plain text', { status: 'error' }, { message: 12 }, { message: '   ' }]) {
      const error = toApiError(httpError(500, data))
      expect(error.message).toBe(ru.errors.unknownServer)
      expect(error.serverMessage).toBeUndefined()
      expect(error.status).toBe(500)
    }
  })

  it('no response (network failure or timeout) is "No response from the server"', () => {
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe(ru.errors.noResponse)
    expect(toApiError(new TypeError('NetworkError when attempting to fetch resource.')).isNoResponse).toBe(true)
    expect(toApiError(new TimeoutError(request)).message).toBe(ru.errors.noResponse)
  })

  it('any other error shows its own message, else "Unknown error"', () => {
    expect(toApiError(new Error('Что-то сломалось')).message).toBe('Что-то сломалось')
    expect(toApiError(new Error('')).message).toBe(ru.errors.unknown)
    expect(toApiError('a string was thrown').message).toBe(ru.errors.unknown)
    expect(toApiError({ weird: true }).message).toBe(ru.errors.unknown)
  })

  it('an ApiError passes through unchanged', () => {
    const original = new ApiError('status', 'Something')
    expect(toApiError(original)).toBe(original)
  })

  it('errorText falls back to the placeholder "Неизвестная ошибка" when there is nothing to say', () => {
    expect(ru.common.unknownErrorPlaceholder).toBe('Неизвестная ошибка')
    expect(errorText(null)).toBe(ru.common.unknownErrorPlaceholder)
    expect(errorText(undefined)).toBe(ru.common.unknownErrorPlaceholder)
    expect(errorText(new ApiError('unknown', ''))).toBe(ru.common.unknownErrorPlaceholder)
    expect(errorText(new Error('boom'))).toBe('boom')
    expect(errorText(httpError(404, { message: 'There is no such admin' }))).toBe('There is no such admin')
  })

  it('serverMessageOf reads only non-empty string messages', () => {
    expect(serverMessageOf({ message: 'x' })).toBe('x')
    expect(serverMessageOf({ message: '' })).toBeUndefined()
    expect(serverMessageOf(null)).toBeUndefined()
    expect(serverMessageOf('message')).toBeUndefined()
  })
})

describe('load failure text of an organization or event (spec section 8)', () => {
  it('a load failure shows the server message if it is a string, else "Ошибка"', () => {
    expect(
      loadErrorText(new ApiError('http', 'There is no such organization', { status: 404, serverMessage: 'There is no such organization' })),
    ).toBe('There is no such organization')
    expect(loadErrorText(new ApiError('status', ru.errors.unknownServer))).toBe(ru.common.error)
    expect(loadErrorText(new ApiError('network', ru.errors.noResponse))).toBe(ru.common.error)
  })
})

describe('save failure text (spec section 8 "Save failure")', () => {
  it('is "Возникла ошибка" with the server message, or no connection', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(saveFailureText(new ApiError('http', 'Database is down', { status: 500, serverMessage: 'Database is down' }))).toBe(
      `${saveText.failureTitle}: Database is down`,
    )
    expect(saveFailureText(new ApiError('network', ru.errors.noResponse))).toBe(saveText.noConnection)
    expect(saveFailureText('odd')).toBe(`${saveText.failureTitle}: ${ru.errors.unknown}`)
  })

  it('logs a warning for the failure ("other failures log a warning and the modal usually stays")', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = new ApiError('http', 'Database is down', { status: 500, serverMessage: 'Database is down' })
    saveFailureText(error)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]).toEqual(['Save failed:', 'Возникла ошибка: Database is down', error])
  })
})

describe('a create’s Idempotency-Key (docs/api.md, "Saves that never lose or duplicate")', () => {
  const keySchema = z.object({ key: z.string().nullable() })
  const echoKey = () =>
    mockServer.use(
      http.post('*/api/keyed', ({ request }) => HttpResponse.json({ status: 'ok', key: request.headers.get('idempotency-key') })),
    )
  afterEach(() => {
    env.idempotencyKeys = false
  })

  it('is not sent by default: a server that does not know it could refuse the cross-origin preflight', async () => {
    echoKey()
    expect(await apiRequest(keySchema, '/keyed', { method: 'post', idempotencyKey: 'k-1' })).toEqual({ key: null })
  })

  it('is sent where the deploy’s config.json says the server honours it', async () => {
    env.idempotencyKeys = true
    echoKey()
    expect(await apiRequest(keySchema, '/keyed', { method: 'post', idempotencyKey: 'k-1' })).toEqual({ key: 'k-1' })
    expect(await apiRequest(keySchema, '/keyed', { method: 'post' })).toEqual({ key: null })
  })
})

describe('which failures leave a write’s outcome unknown', () => {
  it('no answer, an answer that does not fit, and a gateway’s 502, 503 or 504; not a refusal', () => {
    for (const uncertain of [
      new ApiError('network', 'x'),
      new ApiError('malformed', 'x'),
      ...[502, 503, 504].map((status) => new ApiError('http', 'x', { status })),
    ])
      expect(isUncertainAnswer(uncertain)).toBe(true)
    for (const sure of [400, 401, 409, 413, 500].map((status) => new ApiError('http', 'x', { status })))
      expect(isUncertainAnswer(sure)).toBe(false)
    expect(isUncertainAnswer(new ApiError('status', 'x'))).toBe(false)
  })
})
