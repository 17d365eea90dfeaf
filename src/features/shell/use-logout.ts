import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { session } from '@/shared/auth/session'
import { unsavedChanges } from '@/shared/lib/unsaved-changes'

/**
 * The explicit logout: the leave guard asks first when the screen holds unsaved changes (staying changes nothing);
 * then the stored token, profile and system country and every cached answer are cleared. The one place where an
 * admin's own logout ends the session: what else it must end goes in `endSession`.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    if (!(await unsavedChanges.confirmLeave('logout'))) return
    // endSession: from here on the admin has chosen to leave.
    session.clear()
    queryClient.clear()
    void navigate({ to: '/login', replace: true })
  }, [queryClient, navigate])
}
