import * as z from 'zod/mini'
import { organizationFormText } from '@/shared/i18n/organizations'
import { LIMITS, SCHEDULE_TYPES, WEEKDAYS } from '@/shared/limits'
import { coordinateInRange, LAT_LIMIT, LON_LIMIT } from '@/shared/lib/coordinates'
import { entryFieldSchemas, fieldsWithErrors as entryFieldsWithErrors, hasContact, photoCountFits } from '@/shared/lib/entry-form'
import { isDayFilled, type WeekSchedule } from './work-time'

const m = organizationFormText.messages

const daySchema = z.object({
  type: z.enum(['', ...SCHEDULE_TYPES]),
  start: z.string(),
  end: z.string(),
})
const weekSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<(typeof WEEKDAYS)[number], typeof daySchema>,
)

/** What the form needs to know beyond its values to apply spec section 5 "Organization". */
export type OrganizationFormContext = {
  mode: 'create' | 'edit'
  /** The online-working category: no city, address or coordinates are asked for it. */
  onlineWorkingId: string | undefined
  /** Ids of categories that have sub-categories (then at least one is required). */
  categoriesWithSubCategories: ReadonlySet<string>
}

const baseSchema = z.object({
  owner_id: entryFieldSchemas.owner_id,
  name: entryFieldSchemas.name,
  category_id: z.string().check(z.minLength(1, m.categoryRequired)),
  sub_category_ids: z.array(z.string()),
  specialization: entryFieldSchemas.specialization,
  country_id: entryFieldSchemas.country_id,
  city_id: entryFieldSchemas.city_id,
  address: entryFieldSchemas.address,
  lat: z.string(),
  lon: z.string(),
  is_special_point_on_map: z.boolean(),
  additional_city_ids: z.array(z.string()),
  schedule: weekSchema,
  contacts: entryFieldSchemas.contacts,
  description: entryFieldSchemas.description,
  languages_ids: z.array(z.string()).check(z.minLength(1, m.languagesRequired)),
  tags: z.array(z.string()).check(z.minLength(1, m.tagsRequired)),
  photos: entryFieldSchemas.photos,
  template_photos_ids: z.array(z.string()),
})

export type OrganizationFormValues = z.input<typeof baseSchema>
export type OrganizationFormField = keyof OrganizationFormValues

/** The organization form's schema: every rule of spec section 5 "Organization" with its message. */
export function organizationFormSchema(context: OrganizationFormContext) {
  return baseSchema.check(
    z.superRefine((values: z.output<typeof baseSchema>, ctx) => {
      const issue = (path: OrganizationFormField | [OrganizationFormField, ...string[]], message: string) =>
        ctx.addIssue({ code: 'custom', path: Array.isArray(path) ? path : [path], message })

      if (values.category_id && context.categoriesWithSubCategories.has(values.category_id) && values.sub_category_ids.length === 0) {
        issue('sub_category_ids', m.subCategoriesRequired)
      }
      const online = values.category_id !== '' && values.category_id === context.onlineWorkingId
      if (!online) {
        if (!values.city_id) issue('city_id', m.cityRequired)
        if (values.address.trim().length < LIMITS.nameMin) issue('address', m.min2)
        if (!coordinateInRange(values.lat, LAT_LIMIT)) issue('lat', m.latRange)
        if (!coordinateInRange(values.lon, LON_LIMIT)) issue('lon', m.lonRange)
      }
      const week: WeekSchedule = values.schedule
      const missing = WEEKDAYS.filter((day) => !isDayFilled(week[day]))
      if (missing.length > 0) {
        issue('schedule', m.scheduleIncomplete)
        for (const day of missing) issue(['schedule', day], m.dayIncomplete)
      }
      if (!hasContact(values.contacts)) issue('contacts', m.contactsRequired)
      if (context.mode === 'create' && !photoCountFits(values.photos.length + values.template_photos_ids.length)) {
        issue('photos', m.photosCount(LIMITS.photosMin, LIMITS.photosMax))
      }
    }),
  )
}

export type OrganizationFormSchema = ReturnType<typeof organizationFormSchema>
export type OrganizationFormOutput = z.output<OrganizationFormSchema>

/** The fields with an error, in form order, for the list under 'There are errors in the following fields'. */
export function fieldsWithErrors(errors: Partial<Record<string, unknown>>): OrganizationFormField[] {
  return entryFieldsWithErrors(ORGANIZATION_FORM_FIELDS, errors)
}

/** The form's fields in form order. */
export const ORGANIZATION_FORM_FIELDS = Object.keys(baseSchema.shape) as OrganizationFormField[]
