import { homePathFor, NAV_ENTRIES, type NavEntry, type NavPath } from './nav'
import type { Profile } from './schemas'
import { checkToken } from './token'

/** Why a login that the server accepted does not start a session (the keys of the login screen's texts). */
export type SignInRefusal = 'denied' | 'failed' | 'noSections'

/**
 * Spec section 4 "Session": only root and admin tokens with at least one permitted screen start a
 * session; where it lands, or why it is refused. The login screen and the mock panel both sign in by it.
 */
export function signInVerdict(token: string, profile: Profile): { home: NavPath } | { refusal: SignInRefusal } {
  const verdict = checkToken(token)
  if (verdict === 'denied') return { refusal: 'denied' }
  if (verdict !== 'valid') return { refusal: 'failed' }
  const home = homePathFor(profile)
  return home ? { home } : { refusal: 'noSections' }
}

/** The nav entry a path belongs to (its first segment), for 'may this account stay on this screen'. */
export function navEntryOfPath(pathname: string): NavEntry | undefined {
  const section = pathname.split('/')[1]
  return section ? NAV_ENTRIES.find((entry) => entry.to.split('/')[1] === section) : undefined
}
