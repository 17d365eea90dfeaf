import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { reauth, useReauth } from '@/shared/auth/reauth'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import SessionExpiredDialog from './session-expired-dialog'

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
  return <DialogSlot open={parked !== null}>{(_, opened) => <SessionExpiredDialog opened={opened} />}</DialogSlot>
}
