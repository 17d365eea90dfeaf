import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { session } from '@/shared/auth/session'

/** Clears the stored token, profile and system country and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    session.clear()
    queryClient.clear()
    void navigate({ to: '/login', replace: true })
  }, [queryClient, navigate])
}
