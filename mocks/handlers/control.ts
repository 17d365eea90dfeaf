import {
  delay,
  getResponse,
  http,
  HttpHandler,
  HttpResponse,
  type DefaultBodyType,
  type PathParams,
  type RequestHandler,
  type StrictRequest,
} from 'msw'
import { z } from 'zod'
import { answerOnce } from '../idempotency'
import { fail, ok, profileOf, rootProfile } from '../lib'
import { SEEDED_ACCOUNTS } from '../seed'
import {
  addFault,
  CALL_BODY_MAX,
  calls,
  clearCalls,
  db,
  faults,
  latencyMs,
  logCall,
  network,
  nextCallId,
  persist,
  removeFault,
  reseed,
  resetDb,
  seedOptions,
  setFaults,
  setNetwork,
  setTokenLifetime,
  shared,
  takeFault,
  tokenLifetime,
  type LoggedBody,
} from '../store'

const faultSchema = z.object({
  path: z.string().min(1),
  method: z.string().optional(),
  delay: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  message: z.string().optional(),
  network: z.boolean().optional(),
  body: z.unknown().optional(),
  times: z.number().int().min(1).optional(),
  bodyContains: z.string().min(1).optional(),
  afterWrite: z.boolean().optional(),
})

const seedSchema = z.object({ large: z.boolean().optional() })

const tokenLifetimeSchema = z.object({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(12 * 60 * 60)
    .nullable(),
})

const networkSchema = z.object({
  latency: z.union([z.number().int().min(0).max(60_000), z.literal('random')]).optional(),
  offline: z.boolean().optional(),
})

/** The collections `POST /__mock/empty` empties (articles of one country, template photos of one category). */
export const EMPTIABLE = ['organizations', 'events', 'users', 'complaints', 'articles', 'templatePhotos'] as const
export type Emptiable = (typeof EMPTIABLE)[number]

const emptySchema = z.discriminatedUnion('collection', [
  z.object({ collection: z.enum(['organizations', 'events', 'users', 'complaints']) }),
  z.object({ collection: z.literal('articles'), country_id: z.string().min(1).optional() }),
  z.object({ collection: z.literal('templatePhotos'), category_id: z.string().min(1) }),
])

/** Empties a collection to show a screen's empty state; the number of records removed. */
export function emptyCollection(request: z.infer<typeof emptySchema>): number {
  const data = db()
  switch (request.collection) {
    case 'organizations': {
      const removed = data.organizations.length
      data.organizations = []
      // Reviews belong to organizations; complaints about them show a vanished subject, as after a delete.
      data.reviews = []
      return removed
    }
    case 'events': {
      const removed = data.events.length
      data.events = []
      return removed
    }
    case 'users': {
      const removed = data.users.length
      data.users = []
      return removed
    }
    case 'complaints': {
      const removed = data.complaints.length
      data.complaints = []
      return removed
    }
    case 'articles': {
      const kept = data.articles.filter((article) => request.country_id !== undefined && article.country_id !== request.country_id)
      const removed = data.articles.length - kept.length
      data.articles = kept
      return removed
    }
    case 'templatePhotos': {
      const kept = data.templatePhotos.filter((photo) => photo.category_id !== request.category_id)
      const removed = data.templatePhotos.length - kept.length
      data.templatePhotos = kept
      return removed
    }
  }
}

/** A mock route as the fault form offers it: its method and its path, a parameter written `*`. */
export type MockRoute = { method: string; path: string }

export function routesOf(handlers: readonly RequestHandler[]): MockRoute[] {
  const routes: MockRoute[] = []
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue
    const { method, path } = handler.info
    if (typeof path !== 'string' || typeof method !== 'string') continue
    routes.push({ method, path: path.replace(/^\*/, '').replace(/:[A-Za-z_]+/g, '*') })
  }
  return routes
}

/** The seeded accounts of README with the profile the console gets (null: an app user, whom the console denies). */
export function seededAccounts() {
  const data = db()
  return (Object.keys(SEEDED_ACCOUNTS) as (keyof typeof SEEDED_ACCOUNTS)[]).map((key) => {
    const { email, password } = SEEDED_ACCOUNTS[key]
    const admin = data.admins.find((a) => a.email === email)
    const profile = key === 'root' ? rootProfile() : admin ? profileOf(admin) : null
    return { key, email, password, profile }
  })
}

async function readBody(request: Request): Promise<LoggedBody | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null)
    if (!form) return null
    return {
      kind: 'form',
      fields: [...form.entries()].map(([name, value]) =>
        typeof value === 'string'
          ? { name, value: SECRET_FIELD.test(name) ? REDACTED : value }
          : { name, file: { name: value.name, type: value.type, size: value.size } },
      ),
    }
  }
  return textBody(await request.text().catch(() => ''))
}

/**
 * What the calls log never keeps (it lives in the browser's storage with the mock, and the panel shows it): a token
 * or a password (even obfuscated) in a body is shown as REDACTED.
 */
const SECRET_FIELD = /^(token|access_token|refresh_token|password|authorization)$/i
export const REDACTED = '[redacted]'

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? REDACTED : redactSecrets(inner)]))
  }
  return value
}

/** A text body as the log keeps it: JSON laid out for reading (so that a cut one still reads), secrets redacted, cut at CALL_BODY_MAX characters. */
function textBody(raw: string): LoggedBody | null {
  if (!raw) return null
  // Not JSON: only a token-shaped run of characters could be a secret there; none of the contract's bodies is such text.
  let text = raw.replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED)
  try {
    text = JSON.stringify(redactSecrets(JSON.parse(raw)), null, 2)
  } catch {
    // Not JSON: kept as it came.
  }
  return { kind: 'text', text: text.slice(0, CALL_BODY_MAX), truncated: text.length > CALL_BODY_MAX }
}

/** Logs a finished API call; `answer` is a copy of the answer's body, null when it failed as with no connection. */
async function logged(
  id: number,
  started: number,
  request: Request,
  requestBody: LoggedBody | null,
  status: number,
  answer: Response | null,
) {
  const url = new URL(request.url)
  logCall({
    id,
    at: new Date(started).toISOString(),
    method: request.method,
    path: `${url.pathname}${url.search}`,
    status: answer ? status : null,
    ms: Date.now() - started,
    request: requestBody,
    response: answer ? textBody(await answer.text().catch(() => '')) : null,
  })
}

/**
 * Every /api and /uploads call passes here before the mock's handlers: offline drops it, an
 * injected fault answers it, the latency holds it back; API calls are logged with their bodies.
 */
function dispatcher(apiHandlers: readonly RequestHandler[]) {
  return http.all(/\/(api|uploads)\//, async ({ request }) => {
    const url = new URL(request.url)
    const isApi = url.pathname.startsWith('/api/')
    const started = Date.now()
    // Every step that reads or writes the mock's state holds the lock every tab shares (store.ts
    // `shared`); the waits (latency, a fault's delay) do not, so a slow call holds up no other tab.
    const id = isApi ? await shared(nextCallId) : 0
    // Read before the handlers answer: once answered, a request's body may no longer be readable.
    const requestBody = isApi ? await readBody(request.clone()) : null
    let response: Response | undefined
    if (await shared(() => network().offline)) {
      response = HttpResponse.error()
    } else {
      if (isApi) {
        const wait = latencyMs()
        if (wait > 0) await delay(wait)
      }
      // A fault may apply to one entry's call only (bodyContains: its id in the body).
      const fault = await shared(() => takeFault(request.method, url.pathname, requestBody?.kind === 'text' ? requestBody.text : ''))
      if (fault?.delay) await delay(fault.delay)
      // A write repeated with its Idempotency-Key gets its first answer again (idempotency.ts).
      const key = request.method === 'GET' ? null : request.headers.get('idempotency-key')
      const handle = () => shared(() => answerOnce(key, `${request.method} ${url.pathname}`, () => getResponse([...apiHandlers], request)))
      // afterWrite: the handlers do the work first, then the answer is lost or garbled.
      const done = fault?.afterWrite ? await handle() : undefined
      if (fault?.network) response = HttpResponse.error()
      else if (fault?.status) response = fail(fault.status, fault.message ?? 'Injected failure')
      else if (fault?.body !== undefined) response = HttpResponse.json(fault.body as never)
      else response = done ?? (await handle())
    }
    if (!response) return undefined
    // The log is written after the answer has gone, off the call's own time.
    const answer = response.type === 'error' ? null : response.clone()
    const status = response.status
    if (isApi) void shared(() => logged(id, started, request, requestBody, status, answer))
    return response
  })
}

/** A control endpoint answers holding the lock every tab of the browser shares (store.ts `shared`). */
type ControlInfo = { request: StrictRequest<DefaultBodyType>; params: PathParams }
const locked = (resolver: (info: ControlInfo) => Response | Promise<Response>) => (info: ControlInfo) => shared(() => resolver(info))

/**
 * The mock's control API (docs/mock-api.md), for QA flows and the mock panel, and the dispatcher
 * that applies it to the API handlers:
 * - POST /__mock/reset {large?}: reset all — a fresh seed, no faults, a normal network, no calls;
 * - POST /__mock/seed {large?}: a fresh seed of the data only (normal or large, the current mode when absent);
 * - POST /__mock/empty {collection, country_id?, category_id?}: empty a collection;
 * - GET|POST /__mock/network {latency?, offline?}: the latency and offline;
 * - GET|POST|DELETE /__mock/faults, DELETE /__mock/faults/:id: the injected faults (`afterWrite`: the call is carried
 *   out before its answer is lost or garbled);
 * - GET|DELETE /__mock/calls: the last API calls; GET /__mock/routes, GET /__mock/accounts, GET /__mock/state;
 * - GET|POST /__mock/token-lifetime {seconds}: later logins get tokens that live `seconds` (null: 12 hours
 *   again; a reset too), to try the expiry warning and the sign-in dialog.
 */
export function controlHandlers(apiHandlers: readonly RequestHandler[]) {
  const routes = routesOf(apiHandlers)
  return [
    http.post(
      '*/__mock/reset',
      locked(async ({ request }) => {
        const parsed = seedSchema.safeParse((await request.json().catch(() => ({}))) ?? {})
        resetDb({ large: Boolean(parsed.success && parsed.data.large) })
        return ok()
      }),
    ),
    http.post(
      '*/__mock/seed',
      locked(async ({ request }) => {
        const parsed = seedSchema.safeParse((await request.json().catch(() => ({}))) ?? {})
        if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid seed')
        reseed(parsed.data)
        return ok({ large: Boolean(seedOptions().large) })
      }),
    ),
    http.post(
      '*/__mock/empty',
      locked(async ({ request }) => {
        const parsed = emptySchema.safeParse(await request.json().catch(() => null))
        if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid collection')
        const removed = emptyCollection(parsed.data)
        persist()
        return ok({ removed })
      }),
    ),
    http.get(
      '*/__mock/network',
      locked(() => ok({ network: network() })),
    ),
    http.post(
      '*/__mock/network',
      locked(async ({ request }) => {
        const parsed = networkSchema.safeParse(await request.json().catch(() => null))
        if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid network')
        const { latency, offline } = parsed.data
        setNetwork({ ...(latency !== undefined ? { latency } : {}), ...(offline !== undefined ? { offline } : {}) })
        return ok({ network: network() })
      }),
    ),
    http.get(
      '*/__mock/faults',
      locked(() => ok({ faults: faults() })),
    ),
    http.post(
      '*/__mock/faults',
      locked(async ({ request }) => {
        const parsed = faultSchema.safeParse(await request.json().catch(() => null))
        if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid fault')
        const { method, ...rest } = parsed.data
        const fault = addFault({ ...rest, ...(method ? { method } : {}) })
        return ok({ fault, faults: faults() })
      }),
    ),
    http.delete(
      '*/__mock/faults',
      locked(() => {
        setFaults([])
        return ok()
      }),
    ),
    http.delete(
      '*/__mock/faults/:id',
      locked(({ params }) => (removeFault(String(params.id)) ? ok({ faults: faults() }) : fail(404, 'There is no such fault'))),
    ),
    http.get(
      '*/__mock/calls',
      locked(() => ok({ calls: calls() })),
    ),
    http.delete(
      '*/__mock/calls',
      locked(() => {
        clearCalls()
        return ok()
      }),
    ),
    http.get(
      '*/__mock/token-lifetime',
      locked(() => ok({ seconds: tokenLifetime() ?? null })),
    ),
    http.post(
      '*/__mock/token-lifetime',
      locked(async ({ request }) => {
        const parsed = tokenLifetimeSchema.safeParse(await request.json().catch(() => null))
        if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid token lifetime')
        setTokenLifetime(parsed.data.seconds)
        return ok({ seconds: parsed.data.seconds })
      }),
    ),
    http.get(
      '*/__mock/routes',
      locked(() => ok({ routes })),
    ),
    http.get(
      '*/__mock/accounts',
      locked(() => ok({ accounts: seededAccounts() })),
    ),
    http.get(
      '*/__mock/state',
      locked(() =>
        ok({
          large: Boolean(seedOptions().large),
          network: network(),
          faults: faults(),
          tokenLifetime: tokenLifetime() ?? null,
          categories: db().categories.map(({ _id, name }) => ({ _id, name })),
        }),
      ),
    ),
    dispatcher(apiHandlers),
  ]
}
