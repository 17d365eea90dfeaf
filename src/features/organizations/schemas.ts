import * as z from 'zod/mini'
import { categorySchema, subCategorySchema } from '@/features/categories/schemas'
import { languageSchema } from '@/features/languages/schemas'
import { citySchema, contactsSchema, coverPhotosSchema, entryOwnerSchema, isoDateSchema, photoSchema } from '@/shared/api/common-schemas'
import {
  contactsToForm,
  emptyContacts,
  entryFieldSchemas,
  hasContact,
  photoCountFits,
  trimContacts,
} from '@/shared/entries/entry-form-rules'
import { emptyDay, type DaySchedule, type ScheduleType, type WeekSchedule } from '@/shared/entries/form/schedule'
import { organizationFormText } from '@/shared/i18n/organizations'
import { coordinateInRange, LAT_LIMIT, LON_LIMIT } from '@/shared/lib/coordinates'
import { normalizeTags } from '@/shared/lib/tags'
import { LIMITS, SCHEDULE_TYPES, WEEKDAYS, type Weekday } from '@/shared/limits'

/*
 * An organization in each of its forms: as the server sends it (whole, and as a list card reads
 * it), as the form holds it, and as a save sends it; the conversions between them; and the search
 * params of the routes that open one organization.
 */

/** Work time per weekday: `HH:MM-HH:MM` or day_off | temp_closed | whole_day (api-contract). */
export const workTimeSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.string()])) as Record<Weekday, z.ZodMiniString<string>>,
)
export type WorkTime = z.infer<typeof workTimeSchema>

export const organizationCoordinatesSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  is_special_point_on_map: z._default(z.boolean(), false),
})

/** Organization as the api-contract gives it (spec section 3). */
export const organizationSchema = z.object({
  _id: z.string(),
  user: entryOwnerSchema,
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
  organization: z.object({ user: entryOwnerSchema }),
  message: z._default(z.string(), ''),
})
export type ChangeOwnerResponse = z.infer<typeof changeOwnerResponseSchema>

/**
 * An organization as the list screen reads it: what a card shows and its row actions need. The
 * list answer carries whole organizations (api-contract); zod drops the rest, so 500 cards stay
 * light in memory and quick to parse. Anything that needs more loads the organization by id.
 */
export const organizationListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  user: z.object({ _id: z.string(), email: z.string() }),
  category: z.object({ name: z.string() }),
  city: z.nullable(z.object({ name: z.string() })),
  /** Only the cover (the first carousel photo) is kept. */
  carousel_photos: coverPhotosSchema,
  is_active: z.boolean(),
  creator_admin: z._default(z.nullable(z.string()), null),
  createdAt: isoDateSchema,
})
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>

/** GET /organizations: `total` matches the query; with count_all_totals the whole collection's totals too. */
export const organizationsListResponseSchema = z.object({
  organizations: z.array(organizationListItemSchema),
  total: z.number(),
  total_active: z.optional(z.number()),
  total_blocked: z.optional(z.number()),
})
export type OrganizationsListResponse = z.infer<typeof organizationsListResponseSchema>

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

// Work time: the server's `work_time` strings and the form's week of types and times.

/** The types stored as their own name (every type but hours, which is stored as its times). */
const FIXED_TYPES: readonly string[] = SCHEDULE_TYPES.filter((type) => type !== 'hours')
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export function emptyWeek(): WeekSchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, emptyDay()])) as WeekSchedule
}

/** A valid 24-hour HH:MM time. */
export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value)
}

/** A work_time string ('09:00-18:00' or one of the fixed types) as the form's day. */
export function parseWorkTimeValue(value: string | null | undefined): DaySchedule {
  const text = (value ?? '').trim()
  if (FIXED_TYPES.includes(text)) return { type: text as ScheduleType, start: '', end: '' }
  if (text.length === LIMITS.workTimeLength && text[5] === '-') {
    return { type: 'hours', start: text.slice(0, 5), end: text.slice(6) }
  }
  return emptyDay()
}

/** The server's work_time object (monday..sunday) as the form's week. */
export function workTimeToSchedule(workTime: Partial<Record<string, string>> | null | undefined): WeekSchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, parseWorkTimeValue(workTime?.[day])])) as WeekSchedule
}

/** A form day as its work_time string; '' when it is not filled. */
export function dayToWorkTimeValue(day: DaySchedule): string {
  if (day.type === 'hours') return isTime(day.start) && isTime(day.end) ? `${day.start}-${day.end}` : ''
  return day.type
}

/** A day is filled when it has a fixed type, or hours with two valid times. */
export function isDayFilled(day: DaySchedule): boolean {
  return dayToWorkTimeValue(day) !== ''
}

/** The form's week as the server's work_time object (monday..sunday). */
export function scheduleToWorkTime(week: WeekSchedule): Record<Weekday, string> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, dayToWorkTimeValue(week[day])])) as Record<Weekday, string>
}

const m = organizationFormText.messages

const daySchema = z.object({
  type: z.enum(['', ...SCHEDULE_TYPES]),
  start: z.string(),
  end: z.string(),
})
const weekSchema = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>)

/** What the form needs to know beyond its values to apply spec section 5 "Organization". */
export type OrganizationFormContext = {
  mode: 'create' | 'edit'
  /** The online-working category: no city, address or coordinates are asked for it. */
  onlineWorkingId: string | undefined
  /** Ids of categories that have sub-categories (then at least one is required). */
  categoriesWithSubCategories: ReadonlySet<string>
}

/** The form's fields: the payload's, with the week as the schedule editor holds it and the new photos. */
const formFieldsSchema = z.object({
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

export type OrganizationFormValues = z.input<typeof formFieldsSchema>
export type OrganizationFormField = keyof OrganizationFormValues

/** The form's fields in form order. */
export const ORGANIZATION_FORM_FIELDS = Object.keys(formFieldsSchema.shape) as OrganizationFormField[]

/** The organization form's schema: every rule of spec section 5 "Organization" with its message. */
export function organizationFormSchema(context: OrganizationFormContext) {
  return formFieldsSchema.check(
    z.superRefine((values: z.output<typeof formFieldsSchema>, ctx) => {
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
      const missing = WEEKDAYS.filter((day) => !isDayFilled(values.schedule[day]))
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

const coordinate = (value: string) => (value.trim() === '' ? '0' : value.trim())

/** The payload from the form's values. For the online-working category no location is sent. */
export function buildOrganizationPayload(values: OrganizationFormValues, options: { online: boolean }): OrganizationPayload {
  const { online } = options
  return {
    owner_id: values.owner_id.trim(),
    name: values.name.trim(),
    category_id: values.category_id,
    sub_category_ids: values.sub_category_ids,
    country_id: values.country_id,
    city_id: values.city_id,
    specialization: values.specialization.trim(),
    additional_city_ids: online ? [] : values.additional_city_ids,
    address: online ? '' : values.address.trim(),
    lat: online ? '0' : coordinate(values.lat),
    lon: online ? '0' : coordinate(values.lon),
    is_special_point_on_map: online ? false : values.is_special_point_on_map,
    work_time: scheduleToWorkTime(values.schedule),
    contacts: trimContacts(values.contacts),
    description: values.description.trim(),
    languages_ids: values.languages_ids,
    tags: normalizeTags(values.tags),
    template_photos_ids: values.template_photos_ids,
  }
}

/**
 * The part of an organization the edit form starts from: a structural type, so that any record
 * with these fields fits (the unit tests give only these).
 */
export type OrganizationForForm = {
  user: { _id: string }
  name: string
  category: { _id: string } | null
  sub_categories: { _id: string }[]
  specialization: string
  country: { _id: string } | null
  city: { _id: string; country_id?: string } | null
  additional_cities: { _id: string }[]
  address: string
  coordinates: { lat: number | string; lon: number | string; is_special_point_on_map?: boolean | null } | null
  work_time: Partial<Record<string, string>> | null
  contacts: Partial<Record<string, string | null>> | null
  description: string
  languages: { _id: string }[]
  tags: string[]
}

/** The create form's values: empty, in the given country. */
export function emptyOrganizationForm(countryId = ''): OrganizationFormValues {
  return {
    owner_id: '',
    name: '',
    category_id: '',
    sub_category_ids: [],
    specialization: '',
    country_id: countryId,
    city_id: '',
    address: '',
    lat: '',
    lon: '',
    is_special_point_on_map: false,
    additional_city_ids: [],
    schedule: emptyWeek(),
    contacts: emptyContacts(),
    description: '',
    languages_ids: [],
    tags: [],
    photos: [],
    template_photos_ids: [],
  }
}

/** An organization as the edit form's values, work_time strings turned back into types and times. */
export function organizationToFormValues(organization: OrganizationForForm): OrganizationFormValues {
  const coordinates = organization.coordinates
  return {
    ...emptyOrganizationForm(),
    owner_id: organization.user._id,
    name: organization.name,
    category_id: organization.category?._id ?? '',
    sub_category_ids: organization.sub_categories.map((sub) => sub._id),
    specialization: organization.specialization,
    country_id: organization.country?._id ?? organization.city?.country_id ?? '',
    city_id: organization.city?._id ?? '',
    additional_city_ids: organization.additional_cities.map((city) => city._id),
    address: organization.address,
    lat: coordinates ? String(coordinates.lat) : '',
    lon: coordinates ? String(coordinates.lon) : '',
    is_special_point_on_map: coordinates?.is_special_point_on_map ?? false,
    schedule: workTimeToSchedule(organization.work_time),
    contacts: contactsToForm(organization.contacts),
    description: organization.description,
    languages_ids: organization.languages.map((language) => language._id),
    tags: [...organization.tags],
  }
}
