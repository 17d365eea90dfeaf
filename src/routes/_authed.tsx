import { createFileRoute, redirect } from '@tanstack/react-router'
import { SessionExpiredHost } from '@/features/auth/components/session-expired-host'
import { authQueries } from '@/features/auth/queries'
import { categoryQueries } from '@/features/categories/queries'
import { cityQueries } from '@/features/cities/queries'
import { complaintQueries } from '@/features/complaints/queries'
import { languageQueries } from '@/features/languages/queries'
import { PaletteLauncher } from '@/features/palette/components/palette-launcher'
import { ConsoleShell } from '@/features/shell/components/console-shell'
import { prefetch } from '@/shared/api/query-cache'
import { can } from '@/shared/auth/permissions'
import { session, systemCountryOf } from '@/shared/auth/session'
import { checkToken } from '@/shared/auth/token'

/**
 * Every screen but /login: a valid root or admin session, the profile, and the system country
 * (spec section 4), decided here once for every screen below to read from its route context.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const verdict = checkToken(session.token())
    if (verdict !== 'valid') {
      session.clear()
      context.queryClient.clear()
      throw redirect({ to: '/login', search: { redirect: verdict === 'missing' ? location.href : undefined }, replace: true })
    }
    // The session's profile is the current one (a re-fetch or another tab updates it first).
    const profile = session.get().profile ?? (await context.queryClient.ensureQueryData(authQueries.profile()))
    return { profile, systemCountry: systemCountryOf(profile, session.get().chosenCountryId) }
  },
  /**
   * The shell's queries (spec section 4 "Session"): the profile re-fetched on start, an admin's
   * static data (countries, the category catalogue, the online-working category, languages) and
   * the complaints count of the nav badge. Started, not awaited: the screen never waits for them,
   * the shell shows their state and failures; a page whose first render needs one awaits it in
   * its own loader.
   */
  loader: ({ context: { queryClient, profile, systemCountry } }) => {
    void prefetch(
      queryClient,
      authQueries.profile(),
      profile.isAdmin && cityQueries.countries(),
      profile.isAdmin && categoryQueries.catalogue(),
      profile.isAdmin && categoryQueries.onlineWorkingId(),
      profile.isAdmin && languageQueries.list(),
      systemCountry !== null && can(profile, 'open:complaints') && complaintQueries.counts(systemCountry._id),
    )
  },
  component: SignedInShell,
})

/** The shell with the command palette's button, and the sign-in dialog a save's 401 opens over it. */
function SignedInShell() {
  return (
    <>
      <ConsoleShell search={<PaletteLauncher />} />
      <SessionExpiredHost />
    </>
  )
}
