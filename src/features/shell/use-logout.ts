import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { clearAdminStorage } from '@/shared/auth/admin-storage'
import { deviceOwnerOf, session } from '@/shared/auth/session'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'

// The draft store is fetched only at a logout: the shell (in the entry's chunk) otherwise never needs it.
const removeDrafts = (admin: string | null) => import('@/shared/drafts/drafts').then(({ drafts }) => drafts.removeAdmin(admin))

/**
 * The explicit logout: the leave guard asks first when the screen holds unsaved changes (staying changes nothing);
 * then the admin's drafts and every other key of theirs on this device (the palette's recent entries), the stored token, profile and system country and every cached answer are
 * cleared. The one place where an admin's own logout ends the session.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    if (!(await unsavedChanges.confirmLeave('logout'))) return
    const admin = deviceOwnerOf(session.get().profile)
    void removeDrafts(admin)
    if (admin) clearAdminStorage(localStorage, admin)
    session.clear()
    queryClient.clear()
    void navigate({ to: '/login', replace: true })
  }, [queryClient, navigate])
}
