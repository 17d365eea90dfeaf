import { http } from 'msw'
import { z } from 'zod'
import type { UserRecord } from '../db'
import { api, authed, matchesQuery, MockHttpError, ok, paginate, readJson, requireCan, searchParam } from '../lib'
import { db } from '../store'

/** A user as the api-contract answers it (no password, no confirmation flag). */
export function userAnswer(user: UserRecord) {
  return { _id: user._id, display_name: user.display_name, email: user.email, is_active: user.is_active, createdAt: user.createdAt }
}

const blockBodySchema = z.object({ user_id: z.string().min(1), is_active: z.boolean() })

export const userHandlers = [
  // GET /api/admins/users (q over name and e-mail, or an exact id, is_active all|true|false, page, per_page), newest first.
  http.get(
    api('/admins/users'),
    authed(({ request, caller }) => {
      requireCan(caller, 'open:users')
      const q = searchParam(request, 'q')
      const isActive = searchParam(request, 'is_active') ?? 'all'
      if (!['all', 'true', 'false'].includes(isActive)) throw new MockHttpError(400, 'is_active must be all, true or false')
      const matching = db()
        .users.filter((user) => matchesQuery(q, user.display_name, user.email) || user._id === q?.trim())
        .filter((user) => isActive === 'all' || user.is_active === (isActive === 'true'))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      const { items, total } = paginate(matching, request)
      return ok({ users: items.map(userAnswer), total })
    }),
  ),
  // PUT /api/admins/users/block {user_id, is_active}: ban or unban (can_modify_users_and_orgs).
  http.put(
    api('/admins/users/block'),
    authed(async ({ request, caller }) => {
      requireCan(caller, 'users:ban')
      const body = await readJson(request, blockBodySchema)
      const user = db().users.find((u) => u._id === body.user_id)
      if (!user) throw new MockHttpError(404, 'There is no such user')
      user.is_active = body.is_active
      return ok({ user: userAnswer(user) })
    }),
  ),
  // DELETE /api/admins/users/{id}: removed for good (can_fully_delete).
  http.delete<{ id: string }>(
    api('/admins/users/:id'),
    authed<{ id: string }>(({ params, caller }) => {
      requireCan(caller, 'users:delete')
      const data = db()
      if (!data.users.some((u) => u._id === params.id)) throw new MockHttpError(404, 'There is no such user')
      data.users = data.users.filter((u) => u._id !== params.id)
      return ok()
    }),
  ),
]
