import { contactsToForm, emptyContacts, trimContacts } from '@/shared/lib/entry-form'
import { normalizeTags } from '@/shared/lib/tags'
import type { OrganizationFormValues } from './form-schema'
import type { OrganizationPayload } from './schemas'
import { emptyWeek, scheduleToWorkTime, workTimeToSchedule } from './work-time'

export type { OrganizationPayload }

const coordinate = (value: string) => (value.trim() === '' ? '0' : value.trim())

/** Builds the payload from the form's values. For the online-working category no location is sent. */
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

/** The part of an organization the form needs (a structural type, so B's entity schema fits). */
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
