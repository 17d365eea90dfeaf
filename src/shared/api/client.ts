import ky, { HTTPError, isNetworkError, isTimeoutError, type Options } from 'ky'
import { safeParse } from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'
import { ru, saveText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { env } from '@/shared/startup/env'

/*
 * The one way the console talks to the server: the ky client (token, timeout, the `status: 'ok'`
 * envelope, the answer parsed with its schema) and the one error type every failure becomes,
 * with the texts spec section 8 gives it.
 */

export type ApiErrorKind = 'http' | 'network' | 'status' | 'malformed' | 'unknown'

/** The one error type every call throws; `message` is what the UI shows (spec section 8 "Generic"). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's `message` when it sent a string one. */
  readonly serverMessage: string | undefined

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; serverMessage?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'ApiError'
    this.kind = kind
    this.status = options.status
    this.serverMessage = options.serverMessage
  }

  /** True when no answer reached the console (network failure or timeout). */
  get isNoResponse(): boolean {
    return this.kind === 'network'
  }
}

/**
 * A save whose answer came after the session it was sent in had ended (a logout, another admin's sign-in): the server
 * may have done it, but nothing of its answer reaches this tab's caches or the other tabs.
 */
export class SessionEndedError extends Error {
  constructor() {
    super(ru.errors.sessionEnded)
  }
}

export function serverMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return undefined
}

/**
 * An HTTP failure as an ApiError: the server's message, else the generic text (spec section 8). A 413 says the upload
 * is too large for the server, whatever the proxy in front of it answered (often an HTML page).
 */
export function httpFailure(status: number, body: unknown, cause?: unknown): ApiError {
  const serverMessage = status === 413 ? ru.errors.tooLarge : serverMessageOf(body)
  return new ApiError('http', serverMessage ?? ru.errors.unknownServer, {
    status,
    ...(serverMessage === undefined ? {} : { serverMessage }),
    ...(cause === undefined ? {} : { cause }),
  })
}

/** A gateway's answer (502, 503, 504) says nothing of what the server behind it did: it may have done the work. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/**
 * A write's failure that leaves its outcome unknown — no answer (a dropped connection, the timeout), an answer that
 * does not fit, or a gateway's 502, 503 or 504 — so the write may have happened all the same (shared/save/write-once.ts).
 */
export function isUncertainAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.kind === 'network' || error.kind === 'malformed' || (error.kind === 'http' && GATEWAY_STATUSES.has(error.status ?? 0))
}

/**
 * The header that makes a create happen once however often it is sent: a key per logical create, the same on its
 * retries. Sent only where the deploy's config.json says the server honours it (an unknown header on a cross-origin
 * call fails its preflight; docs/api.md).
 */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key && idempotencyKeysHonoured() ? { 'Idempotency-Key': key } : {}
}

/** Whether this deploy's server honours the key (its config.json), so that a retry carrying it is never a second write. */
export const idempotencyKeysHonoured = (): boolean => env.idempotencyKeys

/** Maps whatever a call threw to an ApiError whose message follows spec section 8 "Generic". */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) return httpFailure(error.response.status, error.data, error)
  if (isNetworkError(error) || isTimeoutError(error) || (error instanceof TypeError && /fetch|network/i.test(error.message))) {
    return new ApiError('network', ru.errors.noResponse, { cause: error })
  }
  if (error instanceof Error && error.message) return new ApiError('unknown', error.message, { cause: error })
  return new ApiError('unknown', ru.errors.unknown, { cause: error })
}

/** The text to show for any error, with the spec's placeholder as the last resort. */
export function errorText(error: unknown): string {
  if (error == null) return ru.common.unknownErrorPlaceholder
  return toApiError(error).message || ru.common.unknownErrorPlaceholder
}

/** Spec section 8: an organization or event load failure shows the server message if it is a string, else the generic error text. */
export function loadErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : ru.common.error
}

/**
 * Spec section 8 "Save failure": the 'an error occurred' text plus the server message, or no connection. Every
 * form's failed save comes through here, so the warning the spec asks for ("other failures log a warning") is
 * logged here, once for all of them.
 */
export function saveFailureText(error: unknown): string {
  const text =
    error instanceof ApiError && error.isNoResponse
      ? saveText.noConnection
      : `${saveText.failureTitle}: ${error instanceof Error && error.message ? error.message : ru.errors.unknown}`
  console.warn('Save failed:', text, error)
  return text
}

type TokenSource = () => string | null
type UnauthorizedHandler = () => void
/** A call answered 401 that keeps the page: resolves true once the same admin has signed in again and the call may be sent once more. */
type SignInWait = (error: ApiError) => Promise<boolean>

/** What the client asks the session about a call answered 401 (wired by main.tsx; shared/api stays below auth). */
type SessionPolicy = {
  /** Whether two tokens belong to one account: a call is only ever sent again with its own admin's token. */
  sameAccount: (a: string, b: string) => boolean
  /** Whether the screen holds unsaved changes: then a read's 401 keeps the page too. */
  keepPage: () => boolean
  /** Whether the sign-in of an ended session is open: every refused call waits for it. */
  signInOpen: () => boolean
  /**
   * Whether this tab, holding no token, holds a screen whose session another tab ended (a logout, another admin's
   * sign-in): a call then waits for its own admin's sign-in instead of going out without a token.
   */
  signInFirst: () => boolean
  /** The session this tab holds now, compared by identity: a save's answer is used only in the session it was sent in. */
  sessionTerm: () => unknown
}

let readToken: TokenSource = () => null
let onUnauthorized: UnauthorizedHandler = () => {}
let waitForSignIn: SignInWait | null = null
const NO_POLICY: SessionPolicy = {
  sameAccount: (a, b) => a === b,
  keepPage: () => false,
  signInOpen: () => false,
  signInFirst: () => false,
  sessionTerm: () => null,
}
let policy = NO_POLICY

/** Wires the client to the session without the client importing it (shared/api stays below auth). */
export function configureApiClient(options: {
  token: TokenSource
  onUnauthorized: UnauthorizedHandler
  waitForSignIn?: SignInWait
  policy?: Partial<SessionPolicy>
}) {
  readToken = options.token
  onUnauthorized = options.onUnauthorized
  waitForSignIn = options.waitForSignIn ?? null
  policy = { ...NO_POLICY, ...options.policy }
}

/** The stored token, for transports other than ky (shared/photos/upload.ts). */
export const apiAuth = {
  token: (): string | null => readToken(),
}

/** A read (GET) ends the session on a 401 unless the screen has unsaved changes; anything else is a save, which waits. */
export function isSaveMethod(method: string | undefined): boolean {
  return (method ?? 'get').toLowerCase() !== 'get'
}

/**
 * What a call answered 401 does next (spec section 4 "Session": a 401 clears the stored token):
 * - `resend`: the token was replaced while the call was under way by a sign-in of the same admin: sent again at once;
 * - `fail`: the token now stored is another admin's (signed in meanwhile), or no session sent it: the call fails and
 *   is never sent with someone else's token;
 * - `park`: it waits for the sign-in dialog (a save, any call while that dialog is open, and a read while the screen
 *   holds unsaved changes, so that the page is kept) and is sent again only after the same admin signed in;
 * - `end`: a read with nothing unsaved ends the session (/login with the way back).
 */
export type UnauthorizedOutcome = 'resend' | 'fail' | 'park' | 'end'

export function unauthorizedOutcome(call: {
  save: boolean
  sentWith: string | null
  current: string | null
  sameAccount: (a: string, b: string) => boolean
  keepPage: boolean
  signInOpen: boolean
}): UnauthorizedOutcome {
  const { save, sentWith, current, keepPage } = call
  if (current !== null && current !== sentWith) return sentWith !== null && call.sameAccount(sentWith, current) ? 'resend' : 'fail'
  if (call.signInOpen) return 'park'
  if (sentWith === null && !keepPage) return 'fail'
  return save || keepPage ? 'park' : 'end'
}

/**
 * Sends a call made with the stored token and handles its 401 (`unauthorizedOutcome`): a parked call is built anew
 * by `send` once the same admin has signed in, so a multipart body is never a consumed one. A 401 on that second
 * attempt ends the session. A tab that must sign in first (`signInFirst`) sends nothing until it has; its call fails
 * with a 401 of its own when the admin does not. A save answered once its session has ended (`sessionTerm`) throws
 * SessionEndedError in place of its answer, so that nothing of it is stored or told to other tabs.
 */
export async function withSessionHandling<T>(save: boolean, send: () => Promise<T>): Promise<T> {
  if (readToken() === null && policy.signInFirst()) {
    const refused = new ApiError('http', ru.errors.signInFirst, { status: 401 })
    if (!(await waitForSignIn?.(refused))) throw refused
  }
  const term = policy.sessionTerm()
  const answered = (answer: T): T => {
    if (save && policy.sessionTerm() !== term) throw new SessionEndedError()
    return answer
  }
  const sentWith = readToken()
  try {
    return answered(await send())
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    const outcome = unauthorizedOutcome({
      save,
      sentWith,
      current: readToken(),
      sameAccount: policy.sameAccount,
      keepPage: policy.keepPage(),
      signInOpen: policy.signInOpen(),
    })
    if (outcome === 'fail') throw error
    if (outcome === 'end' || (outcome === 'park' && !waitForSignIn)) {
      onUnauthorized()
      throw error
    }
    if (outcome === 'park' && !(await waitForSignIn?.(error))) throw error
  }
  try {
    return answered(await send())
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onUnauthorized()
    throw error
  }
}

export function apiBase(): string {
  const origin = env.apiUrl || globalThis.location?.origin || 'http://localhost'
  return `${origin}/api`
}

const http = ky.create({
  timeout: LIMITS.requestTimeoutMs,
  retry: 0,
  throwHttpErrors: true,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = readToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
    ],
  },
})

export type RequestOptions = Pick<Options, 'method' | 'json' | 'body' | 'signal' | 'onUploadProgress'> & {
  searchParams?: Record<string, string | number | boolean | undefined | null>
  /** A create's key (idempotencyHeaders). */
  idempotencyKey?: string
  /** false: the sign-in itself, which is made without a session and never waits for one (withSessionHandling). */
  session?: false
}

function cleanParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) out[key] = String(value)
  return out
}

/**
 * Calls `/api{path}`, checks the `status: 'ok'` envelope and parses the payload with `schema`.
 * Every failure becomes an ApiError; a 401 ends the session, or parks a save until the admin signs in again
 * (withSessionHandling).
 */
export async function apiRequest<S extends $ZodType>(schema: S, path: string, options: RequestOptions = {}): Promise<output<S>> {
  const { searchParams, idempotencyKey, session, ...rest } = options
  const params = cleanParams(searchParams)
  const headers = idempotencyHeaders(idempotencyKey)
  const send = async () => {
    try {
      return await http(`${apiBase()}${path}`, { ...rest, headers, ...(params ? { searchParams: params } : {}) }).json<unknown>()
    } catch (error) {
      // A 2xx whose body is not JSON at all (an HTML page, an empty body) is a malformed answer too.
      if (error instanceof SyntaxError) {
        console.error('Malformed response', path, error)
        throw new ApiError('malformed', ru.errors.malformedResponse, { cause: error })
      }
      throw toApiError(error)
    }
  }
  const body = session === false ? await send() : await withSessionHandling(isSaveMethod(rest.method), send)
  return parseEnvelope(schema, path, body)
}

/**
 * Checks the `status: 'ok'` envelope of an answer body and parses it with `schema` (any zod 4
 * schema: the app's are zod/mini, which keeps the bundle small; tests may pass classic ones).
 */
export function parseEnvelope<S extends $ZodType>(schema: S, path: string, body: unknown): output<S> {
  if (!body || typeof body !== 'object' || (body as { status?: unknown }).status !== 'ok') {
    const serverMessage = serverMessageOf(body)
    throw new ApiError('status', serverMessage ?? ru.errors.unknownServer, serverMessage === undefined ? {} : { serverMessage })
  }
  const parsed = safeParse(schema, body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? ` (${issue.path.join('.') || 'root'}: ${issue.message})` : ''
    console.error('Malformed response', path, parsed.error.issues)
    throw new ApiError('malformed', `${ru.errors.malformedResponse}${where}`)
  }
  return parsed.data
}
