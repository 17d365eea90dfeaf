import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSession } from '../../shared/auth/session'
import { checkToken } from '../../shared/auth/token'

/**
 * The session can change under an open shell: another tab logs out or signs in as someone else
 * (session.ts re-reads localStorage on the storage event). Without a valid token the shell goes to
 * /login; with another account's token the cached answers are dropped and the route guards re-run.
 */
export function useFollowSessionChanges() {
  const { token } = useSession()
  const navigate = useNavigate()
  const router = useRouter()
  const queryClient = useQueryClient()
  const seen = useRef(token)
  useEffect(() => {
    if (token === seen.current) return
    seen.current = token
    queryClient.clear()
    if (checkToken(token) !== 'valid') void navigate({ to: '/login', replace: true })
    else void router.invalidate()
  }, [token, navigate, router, queryClient])
}
