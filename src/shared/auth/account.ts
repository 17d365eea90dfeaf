import type { Profile } from './schemas'
import { decodeToken } from './token'

/** The account a session belongs to: the token's `_id`, else the profile's; root (one account, no id) by its type. */
export function accountOf(token: string | null, profile: Profile | null): string | null {
  const payload = token ? decodeToken(token) : null
  return payload?._id ?? profile?._id ?? (payload?.type === 'root' || profile?.isRoot ? 'root' : null)
}

/** Whether two tokens belong to one account; an unreadable token matches nothing. */
export function sameAccountTokens(a: string, b: string): boolean {
  const first = accountOf(a, null)
  return first !== null && first === accountOf(b, null)
}
