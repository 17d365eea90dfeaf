import { redirect } from '@tanstack/react-router'
import type { Profile } from './schemas'
import { homePathFor } from './nav'
import { can, type Feature } from './permissions'

/**
 * A route's beforeLoad guard: an admin who may not open `feature` goes to the first permitted
 * screen, or to /login when there is none. Hiding the nav link is not enough.
 */
export function requireFeature(feature: Feature) {
  return ({ context }: { context: { profile: Profile } }) => {
    if (!can(context.profile, `open:${feature}`)) {
      throw redirect({ to: homePathFor(context.profile) ?? '/login', replace: true })
    }
  }
}

/** Where `/` and unknown paths go: the first permitted screen, or /login without access. */
export function homeRedirect(profile: Profile | null, sessionValid: boolean) {
  const to = sessionValid ? (homePathFor(profile) ?? '/login') : '/login'
  return redirect({ to, replace: true })
}
