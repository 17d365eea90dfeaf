import { http } from 'msw'
import { adminPayloadSchema, type AdminPayload } from '@/features/admins/schemas'
import { EMAIL_PATTERN } from '@/features/auth/schemas'
import { DEFAULT_PASSWORD_SALT, revealPassword } from '@/shared/auth/cipher'
import { ADMIN_FLAGS } from '@/shared/auth/schemas'
import { LIMITS } from '@/shared/limits'
import type { AdminRecord } from '../db'
import { api, authed, matchesQuery, MockHttpError, ok, paginate, readJson, requireCan, searchParam, type Caller } from '../lib'
import { newId } from '../random'
import { db } from '../store'

/** The e-mail conflict of POST and PUT (docs/api.md "Administrators"). */
export const ADMIN_EMAIL_TAKEN = 'An admin with this email already exists'

/** An admin as the api-contract answers it: countries resolved from their ids, the password as stored (obfuscated). */
export function adminAnswer(admin: AdminRecord) {
  const countries = db().countries
  const resolve = (ids: string[]) =>
    ids.map((id) => countries.find((country) => country._id === id)).filter((country) => country !== undefined)
  return {
    ...admin,
    view_complains_countries: resolve(admin.view_complains_country_ids),
    change_info_countries: resolve(admin.change_info_country_ids),
  }
}

/** Root only: every call of /root/admins is refused to admins (403) through the console's own can(). */
function requireRoot(caller: Caller) {
  requireCan(caller, 'open:admins')
}

/** The rules of spec section 5 "Administrator form", checked as a real server would (first problem, 400). */
function validated(body: AdminPayload, exceptId: string | null): Omit<AdminRecord, '_id' | 'createdAt'> {
  const data = db()
  const display_name = body.display_name.trim()
  const email = body.email.trim().toLowerCase()
  if (display_name.length < LIMITS.nameMin) throw new MockHttpError(400, 'Name length minimum 2')
  if (!EMAIL_PATTERN.test(email)) throw new MockHttpError(400, 'Invalid email format')
  if (revealPassword(body.password, DEFAULT_PASSWORD_SALT).length < LIMITS.passwordMin)
    throw new MockHttpError(400, 'Password length minimum 6')
  const ids = [...body.view_complains_country_ids, ...body.change_info_country_ids]
  if (ids.some((id) => !data.countries.some((country) => country._id === id))) throw new MockHttpError(400, 'There is no such country')
  const anyRight = ADMIN_FLAGS.some((flag) => body[flag]) || ids.length > 0
  if (!anyRight) throw new MockHttpError(400, 'Choose at least one right')
  const taken = data.root.email === email || data.admins.some((admin) => admin._id !== exceptId && admin.email.toLowerCase() === email)
  if (taken) throw new MockHttpError(409, ADMIN_EMAIL_TAKEN)
  return {
    display_name,
    email,
    password: body.password,
    ...(Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, body[flag]])) as Pick<AdminRecord, (typeof ADMIN_FLAGS)[number]>),
    view_complains_country_ids: [...new Set(body.view_complains_country_ids)],
    change_info_country_ids: [...new Set(body.change_info_country_ids)],
  }
}

function findAdmin(id: string): AdminRecord {
  const admin = db().admins.find((a) => a._id === id)
  if (!admin) throw new MockHttpError(404, 'There is no such admin')
  return admin
}

export const adminHandlers = [
  // GET /api/root/admins (q over name and e-mail, page, per_page), newest first.
  http.get(
    api('/root/admins'),
    authed(({ request, caller }) => {
      requireRoot(caller)
      const q = searchParam(request, 'q')
      const matching = db()
        .admins.filter((admin) => matchesQuery(q, admin.display_name, admin.email))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      const { items, total } = paginate(matching, request)
      return ok({ admins: items.map(adminAnswer), total })
    }),
  ),
  // POST /api/root/admins: a new admin who can sign in at once with the e-mail and password given.
  http.post(
    api('/root/admins'),
    authed(async ({ request, caller }) => {
      requireRoot(caller)
      const body = await readJson(request, adminPayloadSchema)
      const admin: AdminRecord = { _id: newId(), ...validated(body, null), createdAt: new Date().toISOString() }
      db().admins.push(admin)
      return ok({ admin: adminAnswer(admin) }, 201)
    }),
  ),
  // PUT /api/root/admins/{id}: the whole admin replaced (the admin's next profile fetch brings the new rights).
  http.put<{ id: string }>(
    api('/root/admins/:id'),
    authed<{ id: string }>(async ({ request, params, caller }) => {
      requireRoot(caller)
      const admin = findAdmin(params.id)
      const body = await readJson(request, adminPayloadSchema)
      Object.assign(admin, validated(body, admin._id))
      return ok({ admin: adminAnswer(admin) })
    }),
  ),
  // DELETE /api/root/admins/{id}: removed for good; the admin's token stops working (401).
  http.delete<{ id: string }>(
    api('/root/admins/:id'),
    authed<{ id: string }>(({ params, caller }) => {
      requireRoot(caller)
      const data = db()
      findAdmin(params.id)
      data.admins = data.admins.filter((a) => a._id !== params.id)
      return ok()
    }),
  ),
]
