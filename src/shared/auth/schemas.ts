import * as z from 'zod/mini'
import { countrySchema } from '@/shared/api/common-schemas'

/**
 * The signed-in admin as the session, permissions, guards and nav read it, and the token's
 * payload. The auth feature's schemas re-export these and build the login and profile answers on them.
 */
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

/** The seven flags as an answer carries them: a missing or odd value reads as false. */
export const flagsShape = Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, z.catch(z.boolean(), false)])) as Record<
  AdminFlag,
  z.ZodMiniCatch<z.ZodMiniBoolean<boolean>>
>

export const profileSchema = z.object({
  _id: z.optional(z.string()),
  isAdmin: z.boolean(),
  isRoot: z.boolean(),
  display_name: z.string(),
  ...flagsShape,
  change_info_countries: z._default(z.array(countrySchema), []),
  change_info_country_ids: z._default(z.array(z.string()), []),
  view_complains_countries: z._default(z.array(countrySchema), []),
  view_complains_country_ids: z._default(z.array(z.string()), []),
})
export type Profile = z.infer<typeof profileSchema>

export const TOKEN_TYPES = ['root', 'admin', 'user'] as const
export const tokenPayloadSchema = z.object({
  type: z.string(),
  exp: z.number(),
  _id: z.optional(z.string()),
})
export type TokenPayload = z.infer<typeof tokenPayloadSchema>
