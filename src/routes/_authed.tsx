import { createFileRoute, redirect } from '@tanstack/react-router'
import { SessionExpiredHost } from '@/features/auth/components/session-expired-host'
import { authQueries } from '@/features/auth/queries'
import { categoryQueries } from '@/features/categories/queries'
import { cityQueries } from '@/features/cities/queries'
import { complaintQueries } from '@/features/complaints/queries'
import { languageQueries } from '@/features/languages/queries'
import { PaletteLauncher } from '@/features/palette/components/palette-launcher'
import { ConsoleShell } from '@/features/shell/components/console-shell'
import { can } from '@/shared/auth/permissions'
import { session, systemCountryOf } from '@/shared/auth/session'
import { checkToken } from '@/shared/auth/token'
import { prefetch } from '@/shared/cache/query-cache'
import { whenIdle } from '@/shared/lib/when-idle'

/** The latest the static data waits for an idle moment. */
const STATIC_DATA_IDLE_MS = 1_000

/**
 * Every screen but /login: a valid root or admin session, the profile, and the system country
 * (spec section 4), decided here once for every screen below to read from its route context.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location, preload }) => {
    const verdict = checkToken(session.token())
    if (verdict !== 'valid') {
      // A link's preload (a hover) never ends a session this tab holds back for its unsaved changes.
      if (preload) throw redirect({ to: '/login' })
      session.clear()
      context.queryClient.clear()
      throw redirect({ to: '/login', search: { redirect: verdict === 'missing' ? location.href : undefined }, replace: true })
    }
    // The session's profile is the current one (a re-fetch or another tab updates it first).
    const profile = session.get().profile ?? (await context.queryClient.ensureQueryData(authQueries.profile()))
    return { profile, systemCountry: systemCountryOf(profile, session.get().chosenCountryId) }
  },
  /**
   * The shell's queries (spec section 4 "Session"): the profile re-fetched on start and the
   * complaints count of the nav badge now; an admin's static data (countries, the category
   * catalogue, the online-working category, languages) once the browser is idle, so it never queues
   * ahead of the screen's own data. Started, not awaited: the shell shows their state and failures;
   * a page whose first render needs one ensures it in its own loader.
   */
  loader: ({ context: { queryClient, profile, systemCountry } }) => {
    void prefetch(
      queryClient,
      authQueries.profile(),
      systemCountry !== null && can(profile, 'open:complaints') && complaintQueries.counts(systemCountry._id),
    )
    if (profile.isAdmin)
      whenIdle(
        () =>
          void prefetch(
            queryClient,
            cityQueries.countries(),
            categoryQueries.catalogue(),
            categoryQueries.onlineWorkingId(),
            languageQueries.list(),
          ),
        STATIC_DATA_IDLE_MS,
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
