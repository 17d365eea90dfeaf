import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { clearAdminStorage } from '@/shared/auth/admin-storage'
import { deviceOwnerOf, session } from '@/shared/auth/session'
import { removeDraftsAtLogout } from '@/shared/drafts/logout-drafts'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'

/**
 * The explicit logout: the leave guard asks first when the screen holds unsaved changes (staying changes nothing);
 * then the stored token, profile and system country, every cached answer, the admin's drafts (in every tab) and every
 * other key of theirs on this device (the palette's recent entries) are cleared. The one place where an admin's own
 * logout ends the session.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    if (!(await unsavedChanges.confirmLeave('logout'))) return
    const admin = deviceOwnerOf(session.get().profile)
    // The session ends first: from then on no form of this tab writes a draft, so none is written after the removal.
    session.clear()
    queryClient.clear()
    if (admin) {
      clearAdminStorage(localStorage, admin)
      await removeDraftsAtLogout(admin)
    }
    void navigate({ to: '/login', replace: true })
  }, [queryClient, navigate])
}
