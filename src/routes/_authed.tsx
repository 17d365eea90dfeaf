import { createFileRoute, redirect } from '@tanstack/react-router'
import { SessionExpiredHost } from '@/features/auth/components/session-expired-host'
import { authQueries } from '@/features/auth/queries'
import { PaletteLauncher } from '@/features/palette/components/palette-launcher'
import { ConsoleShell } from '@/features/shell/components/console-shell'
import { session } from '@/shared/auth/session'
import { checkToken } from '@/shared/auth/token'

/** Every screen but /login: a valid root or admin session, and the profile. */
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
    return { profile }
  },
  component: SignedInShell,
})

/** The shell with the command palette's button, and the sign-in dialog a save's 401 opens over it (issue 22). */
function SignedInShell() {
  return (
    <>
      <ConsoleShell search={<PaletteLauncher />} />
      <SessionExpiredHost />
    </>
  )
}
