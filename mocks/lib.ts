import { HttpResponse, type DefaultBodyType, type PathParams, type StrictRequest } from 'msw'
import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { can, type Action, type Subject } from '@/shared/auth/permissions'
import type { Profile } from '@/shared/auth/schemas'
import { LIMITS } from '@/shared/limits'
import type { AdminRecord } from './db'
import { db, persist } from './store'
import { readToken } from './tokens'

/** Handler paths match any origin: the dev worker, the Node server and vitest all use them. */
export const api = (path: string) => `*/api${path}`

export function ok(payload: Record<string, unknown> = {}, status = 200) {
  return HttpResponse.json({ status: 'ok', ...payload }, { status })
}

export function fail(status: number, message: string) {
  return HttpResponse.json({ status: 'error', message }, { status })
}

/** Thrown inside a handler; `route` turns it into the contract's error answer. */
export class MockHttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

export type Caller = { kind: 'root' } | { kind: 'admin'; admin: AdminRecord; profile: Profile }

export function profileOf(admin: AdminRecord): Profile {
  const countries = db().countries
  const pick = (ids: string[]) => countries.filter((country) => ids.includes(country._id))
  const { password: _password, createdAt: _createdAt, ...rest } = admin
  return {
    ...rest,
    isAdmin: true,
    isRoot: false,
    change_info_countries: pick(admin.change_info_country_ids),
    view_complains_countries: pick(admin.view_complains_country_ids),
  }
}

export const rootProfile = (): Profile => ({
  isAdmin: false,
  isRoot: true,
  display_name: db().root.display_name,
  can_edit_countries_and_cities: false,
  can_modify_users_and_orgs: false,
  can_edit_orgs: false,
  can_edit_only_own_orgs: false,
  can_edit_events: false,
  can_edit_categories: false,
  can_fully_delete: false,
  change_info_countries: [],
  change_info_country_ids: [],
  view_complains_countries: [],
  view_complains_country_ids: [],
})

/** Checks the bearer token like a real server: 401 when missing, forged or expired; 403 for users. */
export function authenticate(request: Request): Caller {
  const header = request.headers.get('authorization') ?? ''
  const payload = readToken(header.replace(/^Bearer\s+/i, ''))
  if (!payload) throw new MockHttpError(401, 'Unauthorized')
  if (payload.type === 'root') return { kind: 'root' }
  if (payload.type !== 'admin') throw new MockHttpError(403, 'Forbidden')
  const admin = db().admins.find((a) => a._id === payload._id)
  if (!admin) throw new MockHttpError(401, 'Unauthorized')
  return { kind: 'admin', admin, profile: profileOf(admin) }
}

export function profileOfCaller(caller: Caller): Profile {
  return caller.kind === 'root' ? rootProfile() : caller.profile
}

/** 403 unless the caller may do `action` (the console's own permission rules). */
export function requireCan(caller: Caller, action: Action, subject?: Subject) {
  if (!can(profileOfCaller(caller), action, subject)) throw new MockHttpError(403, 'Forbidden')
}

export function requireAdmin(caller: Caller): Extract<Caller, { kind: 'admin' }> {
  if (caller.kind !== 'admin') throw new MockHttpError(403, 'Forbidden')
  return caller
}

export function requireRoot(caller: Caller) {
  if (caller.kind !== 'root') throw new MockHttpError(403, 'Forbidden')
}

/** Parses a JSON body with a zod schema (classic or zod/mini, as src uses); 400 with the first issue otherwise. */
export async function readJson<S extends $ZodType>(request: Request, schema: S): Promise<output<S>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new MockHttpError(400, 'Invalid JSON body')
  }
  const parsed = safeParse(schema, body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new MockHttpError(400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body')
  }
  return parsed.data
}

export function searchParam(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name)
}

/** `page` from 1, `per_page` clamped to LIMITS.perPageMin..perPageMax (spec section 9, api-contract "Lists"). */
export function paginate<T>(items: T[], request: Request): { items: T[]; total: number; page: number; perPage: number } {
  const url = new URL(request.url)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const asked = Number.parseInt(url.searchParams.get('per_page') ?? '', 10) || LIMITS.pageSizeDefault
  const perPage = Math.min(LIMITS.perPageMax, Math.max(LIMITS.perPageMin, asked))
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length, page, perPage }
}

/** Case-insensitive match of `q` against some text fields. */
export function matchesQuery(q: string | null, ...fields: (string | null | undefined)[]): boolean {
  if (!q || !q.trim()) return true
  const needle = q.trim().toLowerCase()
  return fields.some((field) => field?.toLowerCase().includes(needle))
}

/** Totals over a whole collection of entries (organizations, events). */
export type EntryTotals = { all: number; active: number; blocked: number }

export type EntryListOptions<T> = {
  /** What a plain search looks at (the name). */
  name: (record: T) => string
  /** What a deep search (`deep_search=true`) looks at besides the name. */
  deepFields: (record: T) => (string | null | undefined)[]
}

/**
 * An entry list call (GET /organizations, GET /events): `q` over the name, or with
 * `deep_search=true` over more fields; `is_active` all | true | false; `sort_by_date=true` newest
 * first; paged; `totals` over the whole collection only when `count_all_totals=true`.
 */
export function listEntries<T extends { is_active: boolean; createdAt: string }>(
  request: Request,
  records: readonly T[],
  options: EntryListOptions<T>,
): { items: T[]; total: number; totals: EntryTotals | null } {
  const q = searchParam(request, 'q')
  const isActive = searchParam(request, 'is_active') ?? 'all'
  const deep = searchParam(request, 'deep_search') === 'true'
  let items = records.filter((record) => {
    if (isActive === 'true' && !record.is_active) return false
    if (isActive === 'false' && record.is_active) return false
    if (!q || !q.trim()) return true
    return deep ? matchesQuery(q, options.name(record), ...options.deepFields(record)) : matchesQuery(q, options.name(record))
  })
  if (searchParam(request, 'sort_by_date') === 'true') {
    items = items.slice().sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  }
  const page = paginate(items, request)
  let totals: EntryTotals | null = null
  if (searchParam(request, 'count_all_totals') === 'true') {
    const active = records.reduce((sum, record) => sum + (record.is_active ? 1 : 0), 0)
    totals = { all: records.length, active, blocked: records.length - active }
  }
  return { items: page.items, total: page.total, totals }
}

type RouteInfo<Params extends PathParams> = { request: StrictRequest<DefaultBodyType>; params: Params }
type AuthedInfo<Params extends PathParams> = RouteInfo<Params> & { caller: Caller }

/** A handler resolver that turns thrown MockHttpErrors into answers and saves changes. */
export function route<Params extends PathParams = PathParams>(resolver: (info: RouteInfo<Params>) => Response | Promise<Response>) {
  return async (info: RouteInfo<Params>) => {
    try {
      const response = await resolver(info)
      if (info.request.method !== 'GET') persist()
      return response
    } catch (error) {
      if (error instanceof MockHttpError) return fail(error.status, error.message)
      console.error('[mock] handler failed', error)
      return fail(500, error instanceof Error ? error.message : 'Internal error')
    }
  }
}

/** `route` for calls that need a session: the caller is authenticated first. */
export function authed<Params extends PathParams = PathParams>(resolver: (info: AuthedInfo<Params>) => Response | Promise<Response>) {
  return route<Params>((info) => resolver({ ...info, caller: authenticate(info.request) }))
}

/** Sort values as the catalogue keeps them (a number, a numeric string or null): ascending, empty ones last. */
export function bySort(a: { sort: number | string | null }, b: { sort: number | string | null }): number {
  const key = (sort: number | string | null) => {
    const value = sort === null || sort === '' ? Number.NaN : Number(sort)
    return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
  }
  const ka = key(a.sort)
  const kb = key(b.sort)
  return ka === kb ? 0 : ka < kb ? -1 : 1
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

/** Keeps an uploaded file at `path` (under /uploads/…) so that the uploads handler serves it. */
export async function storeFile(path: string, file: File) {
  db().files[path] = { contentType: file.type, base64: toBase64(new Uint8Array(await file.arrayBuffer())) }
}

/** Reads a multipart body; 400 when it is not one. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new MockHttpError(400, 'Multipart body expected')
  }
}

/** The file parts of a multipart field (text parts of that name are ignored). */
export function filesOf(form: FormData, field: string): File[] {
  return form.getAll(field).filter((value): value is File => typeof value !== 'string')
}

/** The file extension of a png or jpeg upload. */
export const photoExtension = (file: File) => (file.type === 'image/png' ? 'png' : 'jpg')
