import * as z from 'zod/mini'
import { EMAIL_PATTERN } from '@/features/auth/schemas'
import { countrySchema } from '@/shared/api/common-schemas'
import { ADMIN_FLAGS, flagsShape, type AdminFlag } from '@/shared/auth/schemas'
import { adminsText } from '@/shared/i18n/admins'
import { listSearchSchema } from '@/shared/lib/search-params'
import { LIMITS } from '@/shared/limits'

/**
 * Spec section 3 "Administrator": the seven flags, the two country lists (with flags) and the
 * password in its obfuscated form (api-contract "Authentication"), decoded by the console for display.
 */
export const adminSchema = z.object({
  _id: z.string(),
  display_name: z.string(),
  email: z.string(),
  password: z.string(),
  ...flagsShape,
  view_complains_countries: z._default(z.array(countrySchema), []),
  change_info_countries: z._default(z.array(countrySchema), []),
})
export type Admin = z.infer<typeof adminSchema>

export const adminListResponseSchema = z.object({ admins: z.array(adminSchema), total: z.number() })
export type AdminListResponse = z.infer<typeof adminListResponseSchema>
export const adminResponseSchema = z.object({ admin: adminSchema })

/**
 * The body of POST /root/admins and PUT /root/admins/{id} (spec section 7 "Administrators"): the
 * password obfuscated, country ids empty when their right is not given. The mock validates with it.
 */
export const adminPayloadSchema = z.object({
  email: z.string(),
  password: z.string(),
  display_name: z.string(),
  ...(Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, z.boolean()])) as Record<AdminFlag, z.ZodMiniBoolean<boolean>>),
  view_complains_country_ids: z.array(z.string()),
  change_info_country_ids: z.array(z.string()),
})
export type AdminPayload = z.infer<typeof adminPayloadSchema>

/** The two country-scoped rights of the wizard's first step (spec section 6). */
export const COUNTRY_RIGHTS = ['view_complains', 'change_info'] as const
export type CountryRight = (typeof COUNTRY_RIGHTS)[number]
export type Right = AdminFlag | CountryRight
export const RIGHTS: readonly Right[] = [...ADMIN_FLAGS, ...COUNTRY_RIGHTS]

/** The country-id field of each country-scoped right. */
export const COUNTRY_IDS_FIELD = {
  view_complains: 'view_complains_country_ids',
  change_info: 'change_info_country_ids',
} as const satisfies Record<CountryRight, keyof AdminPayload>

const rightsSchema = z.object(Object.fromEntries(RIGHTS.map((right) => [right, z.boolean()])) as Record<Right, z.ZodMiniBoolean<boolean>>)
export type Rights = z.infer<typeof rightsSchema>

const t = adminsText.wizard

/** Step 1 (spec section 5 "Administrator form"): name, e-mail, password, at least one right. */
export const personalStepSchema = z.object({
  display_name: z.string().check(z.trim(), z.minLength(LIMITS.nameMin, t.nameMin)),
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, t.emailInvalid)),
  password: z.string().check(z.minLength(LIMITS.passwordMin, t.passwordMin)),
  rights: rightsSchema.check(z.refine((rights) => RIGHTS.some((right) => rights[right]), t.rightsRequired)),
})

/** Step 2: at least one country for each chosen country-scoped right. */
export const countriesStepSchema = z
  .object({
    rights: rightsSchema,
    view_complains_country_ids: z.array(z.string()),
    change_info_country_ids: z.array(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const right of COUNTRY_RIGHTS) {
        const field = COUNTRY_IDS_FIELD[right]
        if (values.rights[right] && values[field].length === 0) {
          ctx.issues.push({ code: 'custom', message: t.countriesRequired, path: [field], input: values[field] })
        }
      }
    }),
  )

/** Everything the wizard keeps across its steps. */
export type AdminFormValues = {
  display_name: string
  email: string
  password: string
  rights: Rights
  view_complains_country_ids: string[]
  change_info_country_ids: string[]
}

/** /admins search params: q, page, per_page (no status filter for administrators). */
export const adminsSearchSchema = z.omit(listSearchSchema, { status: true })
export type AdminsSearch = z.output<typeof adminsSearchSchema>
