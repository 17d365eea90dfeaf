import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/shared/api/client'
import type { NavPath } from '@/shared/auth/nav'
import type { Profile } from '@/shared/auth/schemas'
import { session } from '@/shared/auth/session'
import { signInVerdict } from '@/shared/auth/sign-in'
import { holdOwnAnswer } from '@/shared/cache/query-cache'
import { authText } from '@/shared/i18n/shell'
import { login } from './api'
import { authQueries } from './queries'
import type { LoginForm } from './schemas'

/** Login failures by where the form shows them (spec section 8 "Login"). */
export type LoginFailure = { field: 'email' | 'password' | 'form'; message: string }

const FIELD_BY_SERVER_MESSAGE: Record<string, LoginFailure['field']> = {
  'There is no such admin': 'email',
  'Wrong password': 'password',
}

export class LoginRefused extends Error {
  readonly failure: LoginFailure
  constructor(failure: LoginFailure) {
    super(failure.message)
    this.failure = failure
  }
}

export function loginFailureOf(error: unknown): LoginFailure {
  if (error instanceof LoginRefused) return error.failure
  if (error instanceof ApiError) {
    const field = error.serverMessage ? FIELD_BY_SERVER_MESSAGE[error.serverMessage] : undefined
    return { field: field ?? 'form', message: error.message }
  }
  return { field: 'form', message: error instanceof Error && error.message ? error.message : authText.failed }
}

export type SignedIn = { token: string; profile: Profile; email: string; home: NavPath }

/** The login call and its checks: only root and admin tokens with at least one permitted screen pass. */
export async function signIn(form: LoginForm): Promise<SignedIn> {
  const { token, user_data } = await login(form)
  const verdict = signInVerdict(token, user_data)
  if ('refusal' in verdict) throw new LoginRefused({ field: 'form', message: authText[verdict.refusal] })
  return { token, profile: user_data, email: form.email.trim(), home: verdict.home }
}

/** A new session: every cached answer of the previous one is dropped. */
export function startSession(queryClient: QueryClient, { token, profile, email }: SignedIn) {
  queryClient.clear()
  session.start(token, profile, email)
  holdOwnAnswer(queryClient, authQueries.profile().queryKey, profile)
}

/** Signs in (the /login form). */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (form: LoginForm): Promise<NavPath> => {
      const signedIn = await signIn(form)
      startSession(queryClient, signedIn)
      return signedIn.home
    },
  })
}
