import * as z from 'zod/mini'
import { contactsSchema, entryOwnerSchema, isoDateSchema, photoSchema, type EntryOwner } from '@/shared/api/common-schemas'
import { WEEKDAYS, type Weekday } from '@/shared/limits'
import { categorySchema, subCategorySchema } from '@/features/categories/schemas'
import { citySchema } from '@/features/cities/schemas'
import { languageSchema } from '@/features/languages/schemas'

/** Work time per weekday: `HH:MM-HH:MM` or day_off | temp_closed | whole_day (api-contract). */
export const workTimeSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.string()])) as Record<Weekday, z.ZodMiniString<string>>,
)
export type WorkTime = z.infer<typeof workTimeSchema>

export { contactsSchema, type Contacts } from '@/shared/api/common-schemas'

/** The owner (shared with events). */
export const organizationOwnerSchema = entryOwnerSchema
export type OrganizationOwner = EntryOwner

export const organizationCoordinatesSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  is_special_point_on_map: z._default(z.boolean(), false),
})

/** Organization as the api-contract gives it (spec section 3). */
export const organizationSchema = z.object({
  _id: z.string(),
  user: organizationOwnerSchema,
  name: z.string(),
  category: categorySchema,
  sub_categories: z.array(subCategorySchema),
  specialization: z.string(),
  country: z.object({ _id: z.string(), name: z.string() }),
  /** Organizations of the online-working category may have no city. */
  city: z.nullable(citySchema),
  additional_cities: z.array(citySchema),
  address: z.string(),
  coordinates: organizationCoordinatesSchema,
  work_time: workTimeSchema,
  contacts: contactsSchema,
  description: z.string(),
  languages: z.array(languageSchema),
  tags: z.array(z.string()),
  carousel_photos: z.array(photoSchema),
  owner_photos: z.array(photoSchema),
  is_active: z.boolean(),
  /** The admin who created it (the own-organizations right), null when unknown. */
  creator_admin: z._default(z.nullable(z.string()), null),
  createdAt: isoDateSchema,
})
export type Organization = z.infer<typeof organizationSchema>

/** GET /organizations/{id}, block, create, edit, photos add/remove. */
export const organizationResponseSchema = z.object({ organization: organizationSchema })

/** PUT change-owner: the new owner and the server's message. */
export const changeOwnerResponseSchema = z.object({
  organization: z.object({ user: organizationOwnerSchema }),
  message: z._default(z.string(), ''),
})
export type ChangeOwnerResponse = z.infer<typeof changeOwnerResponseSchema>

/**
 * The create/edit payload of spec section 3. lat and lon are strings (default '0'); `work_time`
 * and `contacts` are the full objects.
 */
export const organizationPayloadSchema = z.object({
  owner_id: z.string(),
  name: z.string(),
  category_id: z.string(),
  sub_category_ids: z.array(z.string()),
  country_id: z.string(),
  city_id: z.string(),
  specialization: z.string(),
  additional_city_ids: z.array(z.string()),
  address: z.string(),
  lat: z.string(),
  lon: z.string(),
  is_special_point_on_map: z.boolean(),
  work_time: workTimeSchema,
  contacts: contactsSchema,
  description: z.string(),
  languages_ids: z.array(z.string()),
  tags: z.array(z.string()),
  template_photos_ids: z.array(z.string()),
})
export type OrganizationPayload = z.infer<typeof organizationPayloadSchema>

// The list screen's schemas live apart, so that the list does not build the schemas above.
export {
  organizationListItemSchema,
  organizationsListResponseSchema,
  type OrganizationListItem,
  type OrganizationsListResponse,
} from './list-schemas'
