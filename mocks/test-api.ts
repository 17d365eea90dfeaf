import { afterAll, beforeAll, beforeEach } from 'vitest'
import { mockServer } from './node'
import { SEEDED_ACCOUNTS } from './seed'
import { db, resetDb } from './store'
import { issueToken } from './tokens'

/** For handler tests: the mock API's base address. */
export const API = 'http://localhost/api'

/** A handler test file's mock server: listening for the whole file, a fresh seed before every test. */
export function serveMockApi() {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => resetDb())
  afterAll(() => mockServer.close())
}

export type SeededAccount = Exclude<keyof typeof SEEDED_ACCOUNTS, 'user'>

/** The bearer token of a seeded account (root's token names no admin record). */
export function tokenOf(account: SeededAccount): string {
  if (account === 'root') return issueToken({ type: 'root' })
  const admin = db().admins.find((a) => a.email === SEEDED_ACCOUNTS[account].email)!
  return issueToken({ type: 'admin', _id: admin._id })
}

/** One call to the mock API as a seeded account (null: without a token), with a JSON or multipart body. */
export async function callApi(
  method: string,
  path: string,
  { body, account = 'admin' }: { body?: unknown; account?: SeededAccount | null } = {},
) {
  const isForm = body instanceof FormData
  const headers: Record<string, string> = account ? { Authorization: `Bearer ${tokenOf(account)}` } : {}
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
