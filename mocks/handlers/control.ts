import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import { fail, ok } from '../lib'
import { faults, resetDb, setFaults, setTokenLifetime, takeFault, tokenLifetime } from '../store'

const tokenLifetimeSchema = z.object({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(12 * 60 * 60)
    .nullable(),
})

const faultSchema = z.object({
  path: z.string().min(1),
  method: z.string().optional(),
  delay: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  message: z.string().optional(),
  network: z.boolean().optional(),
  body: z.unknown().optional(),
  times: z.number().int().min(1).optional(),
})

/**
 * Test-only control endpoints (README "Mock backend"):
 * - POST /__mock/reset {large?}: a fresh seed, faults cleared;
 * - POST /__mock/faults {path, method?, delay?, status?, message?, network?, body?, times?}: inject a fault;
 * - DELETE /__mock/faults: clear faults; GET /__mock/faults: list them;
 * - POST /__mock/token-lifetime {seconds}: later logins get tokens that live `seconds` (null: 12 hours
 *   again; a reset too), to try the expiry warning and the sign-in dialog; GET /__mock/token-lifetime.
 */
export const controlHandlers = [
  http.post('*/__mock/reset', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { large?: boolean }
    resetDb({ large: Boolean(body?.large) })
    return ok()
  }),
  http.get('*/__mock/faults', () => ok({ faults: faults() })),
  http.post('*/__mock/faults', async ({ request }) => {
    const parsed = faultSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid fault')
    const { method, ...rest } = parsed.data
    setFaults([...faults(), { ...rest, ...(method ? { method } : {}) }])
    return ok({ faults: faults() })
  }),
  http.delete('*/__mock/faults', () => {
    setFaults([])
    return ok()
  }),
  http.get('*/__mock/token-lifetime', () => ok({ seconds: tokenLifetime() ?? null })),
  http.post('*/__mock/token-lifetime', async ({ request }) => {
    const parsed = tokenLifetimeSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid token lifetime')
    setTokenLifetime(parsed.data.seconds)
    return ok({ seconds: parsed.data.seconds })
  }),
]

/** Runs before every API and upload handler: applies an injected fault, else lets the request through. */
export const faultHandler = http.all(/\/(api|uploads)\//, async ({ request }) => {
  const fault = takeFault(request.method, new URL(request.url).pathname)
  if (!fault) return undefined
  if (fault.delay) await delay(fault.delay)
  if (fault.network) return HttpResponse.error()
  if (fault.status) return fail(fault.status, fault.message ?? 'Injected failure')
  if (fault.body !== undefined) return HttpResponse.json(fault.body as never)
  return undefined
})
