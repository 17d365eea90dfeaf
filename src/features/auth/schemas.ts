import * as z from 'zod/mini'
import { profileSchema } from '@/shared/auth/schemas'
import { authText } from '@/shared/i18n/shell'

export const loginResponseSchema = z.object({ token: z.string(), user_data: profileSchema })
export const profileResponseSchema = z.object({ user_data: profileSchema })

/** x@y.z: something, an @, something, a dot, something — no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const loginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, authText.emailRequired), z.regex(EMAIL_PATTERN, authText.emailInvalid)),
  password: z.string().check(z.minLength(1, authText.passwordRequired)),
})
export type LoginForm = z.infer<typeof loginFormSchema>
