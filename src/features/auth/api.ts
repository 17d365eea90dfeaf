import { apiRequest } from '@/shared/api/client'
import { obfuscatePassword } from '@/shared/auth/cipher'
import { env } from '@/shared/startup/env'
import { loginResponseSchema, profileResponseSchema, type LoginForm } from './schemas'

export function login(form: LoginForm) {
  return apiRequest(loginResponseSchema, '/admins/login', {
    method: 'post',
    json: { email: form.email.trim(), password: obfuscatePassword(form.password, env.passwordSalt) },
    session: false,
  })
}

export async function fetchProfile(signal?: AbortSignal) {
  const { user_data } = await apiRequest(profileResponseSchema, '/admins/profile', signal ? { signal } : {})
  return user_data
}
