import { http } from 'msw'
import { z } from 'zod'
import { api, authed, MockHttpError, ok, profileOfCaller, readJson, route } from '../lib'
import { profileOf, rootProfile } from '../lib'
import { db, tokenLifetime } from '../store'
import { issueToken } from '../tokens'

/** The tokens' expiry: 12 hours, or the short lifetime set through POST /__mock/token-lifetime. */
function expiry(): { exp?: number } {
  const lifetime = tokenLifetime()
  return lifetime === undefined ? {} : { exp: Math.floor(Date.now() / 1000) + lifetime }
}

const loginBodySchema = z.object({ email: z.string(), password: z.string() })

export const authHandlers = [
  http.post(
    api('/admins/login'),
    route(async ({ request }) => {
      const { email, password } = await readJson(request, loginBodySchema)
      const address = email.trim().toLowerCase()
      const data = db()
      if (data.root.email === address) {
        if (data.root.password !== password) throw new MockHttpError(400, 'Wrong password')
        return ok({ token: issueToken({ type: 'root', ...expiry() }), user_data: rootProfile() })
      }
      const admin = data.admins.find((a) => a.email.toLowerCase() === address)
      if (admin) {
        if (admin.password !== password) throw new MockHttpError(400, 'Wrong password')
        return ok({ token: issueToken({ type: 'admin', _id: admin._id, ...expiry() }), user_data: profileOf(admin) })
      }
      // App users may reach this call too; they get a token of their own type, which the console denies.
      const user = data.users.find((u) => u.email.toLowerCase() === address && u.password)
      if (user) {
        if (user.password !== password) throw new MockHttpError(400, 'Wrong password')
        return ok({
          token: issueToken({ type: 'user', _id: user._id, ...expiry() }),
          user_data: { ...rootProfile(), isRoot: false, display_name: user.display_name, _id: user._id },
        })
      }
      throw new MockHttpError(404, 'There is no such admin')
    }),
  ),
  http.get(
    api('/admins/profile'),
    authed(({ caller }) => ok({ user_data: profileOfCaller(caller) })),
  ),
]
