import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { reauth, useReauth } from '@/shared/auth/reauth'

// The sign-in dialog (Modal and the login form) is heavy for a shell that rarely shows it: it loads
// when a save first meets an ended session.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'))

/**
 * Rendered once in the signed-in shell (routes/_authed.tsx): opens the sign-in dialog while a save
 * is parked (shared/auth/reauth.ts). When the shell goes away with the dialog open — the admin
 * cancelled or signed in as someone else and left for /login — the parked saves fail and the
 * session ends.
 */
export function SessionExpiredHost() {
  const queryClient = useQueryClient()
  const parked = useReauth()
  useEffect(() => () => reauth.left(() => queryClient.clear()), [queryClient])
  // Once shown, the dialog stays mounted so that it animates closed.
  const [mounted, setMounted] = useState(false)
  if (parked !== null && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog opened={parked !== null} />
    </Suspense>
  )
}
