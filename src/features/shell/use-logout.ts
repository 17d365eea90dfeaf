import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { deviceOwnerOf, session } from '@/shared/auth/session'

// The draft store is fetched only at a logout: the shell (in the entry's chunk) otherwise never needs it.
const removeDrafts = (admin: string | null) => import('@/shared/lib/drafts').then(({ drafts }) => drafts.removeAdmin(admin))

/** Clears the admin's drafts on this device, the stored token, profile and system country and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    void removeDrafts(deviceOwnerOf(session.get().profile))
    session.clear()
    queryClient.clear()
    void navigate({ to: '/login', replace: true })
  }, [queryClient, navigate])
}
