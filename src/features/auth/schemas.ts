import { z } from 'zod'
import { ru } from '../../shared/i18n/ru'
import { countrySchema } from '../geo/schemas'

export const ADMIN_FLAGS = [
  'can_edit_countries_and_cities',
  'can_modify_users_and_orgs',
  'can_edit_orgs',
  'can_edit_only_own_orgs',
  'can_edit_events',
  'can_edit_categories',
  'can_fully_delete',
] as const
export type AdminFlag = (typeof ADMIN_FLAGS)[number]

const flagsShape = Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, z.boolean().catch(false)])) as Record<
  AdminFlag,
  z.ZodCatch<z.ZodBoolean>
>

export const profileSchema = z.object({
  _id: z.string().optional(),
  isAdmin: z.boolean(),
  isRoot: z.boolean(),
  display_name: z.string(),
  ...flagsShape,
  change_info_countries: z.array(countrySchema).default([]),
  change_info_country_ids: z.array(z.string()).default([]),
  view_complains_countries: z.array(countrySchema).default([]),
  view_complains_country_ids: z.array(z.string()).default([]),
})
export type Profile = z.infer<typeof profileSchema>

export const loginResponseSchema = z.object({ token: z.string(), user_data: profileSchema })
export const profileResponseSchema = z.object({ user_data: profileSchema })

export const TOKEN_TYPES = ['root', 'admin', 'user'] as const
export const tokenPayloadSchema = z.object({
  type: z.string(),
  exp: z.number(),
  _id: z.string().optional(),
})
export type TokenPayload = z.infer<typeof tokenPayloadSchema>

/** x@y.z: something, an @, something, a dot, something — no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, ru.login.emailRequired).regex(EMAIL_PATTERN, ru.login.emailInvalid),
  password: z.string().min(1, ru.login.passwordRequired),
})
export type LoginForm = z.infer<typeof loginFormSchema>
