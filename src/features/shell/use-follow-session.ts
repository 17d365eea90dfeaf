import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { sameAccountTokens } from '@/shared/auth/account'
import { navEntriesFor } from '@/shared/auth/nav'
import { reauth } from '@/shared/auth/reauth'
import type { Profile } from '@/shared/auth/schemas'
import { session, systemCountryOf, useSession } from '@/shared/auth/session'
import { checkToken } from '@/shared/auth/token'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'

/**
 * The session can change under an open shell: another tab logs out or signs in as someone else
 * (session.ts re-reads localStorage on the storage event), or a re-fetched profile brings other
 * rights. Without a valid token the shell goes to /login; with another account's token the cached
 * answers are dropped and the route guards re-run; with other screens permitted the guards re-run.
 * Another system country (the switcher here or in another tab) re-runs the route guards too:
 * the routes decide the country their pages show, and their loaders fetch its data.
 * A save's 401 is not such a change: while the sign-in dialog is open the shell stays as it is,
 * and a sign-in as the same admin keeps the cached answers.
 */
export function useFollowSessionChanges() {
  const { token, profile, chosenCountryId } = useSession()
  const navigate = useNavigate()
  const router = useRouter()
  const queryClient = useQueryClient()
  const screens = screensOf(profile)
  const country = systemCountryOf(profile, chosenCountryId)?._id ?? null
  // What the route guards last decided with: a profile re-fetched before the shell first renders is a change too.
  // The profile and the country's id, not the context: the guards decide again on every navigation (a new context
  // object each time), and the shell renders again only when what they decided changes.
  const decidedProfile = useRouteContext({ from: '/_authed', select: (context) => context.profile })
  const decidedCountry = useRouteContext({ from: '/_authed', select: (context) => context.systemCountry?._id ?? null })
  const seen = useRef({ token, screens: screensOf(decidedProfile), country: decidedCountry })
  // Another tab's change held back for unsaved changes is taken once nothing unsaved is left (after a save, or after
  // the leave guard let the admin go): checked as each navigation settles.
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        if (session.held() && !unsavedChanges.any()) session.takeHeld()
      }),
    [router],
  )
  useEffect(() => {
    // While the sign-in is open, or another tab's change is held back, the shell stays as it is.
    if (reauth.get() || session.held()) return
    const previousToken = seen.current.token
    const tokenChanged = token !== previousToken
    const screensChanged = screens !== seen.current.screens
    const countryChanged = country !== seen.current.country
    seen.current = { token, screens, country }
    if (tokenChanged && !reauth.isResumedToken(token) && !sameAccountTokenRenewed(previousToken, token)) {
      queryClient.clear()
      // After a read's 401 (main.tsx), /login offers the way back to the screen.
      if (checkToken(token) !== 'valid') void navigate({ to: '/login', search: { redirect: session.endedAt() }, replace: true })
      else void router.invalidate()
    } else if (screensChanged || countryChanged) {
      void router.invalidate()
    }
  }, [token, screens, country, navigate, router, queryClient])
}

/** The screens a profile may open, as one comparable string. */
function screensOf(profile: Profile | null) {
  return navEntriesFor(profile)
    .map((entry) => entry.feature)
    .join()
}

/** A new token of the admin this tab already holds (signed in again in another tab): the cached answers stay theirs. */
function sameAccountTokenRenewed(previous: string | null, next: string | null): boolean {
  return previous !== null && next !== null && checkToken(next) === 'valid' && sameAccountTokens(previous, next)
}
