import { http } from 'msw'
import { z } from 'zod'
import type { Category } from '@/features/categories/schemas'
import type { Organization } from '@/features/organizations/schemas'
import type { Photo } from '@/shared/api/common-schemas'
import { LAT_LIMIT, LON_LIMIT } from '@/shared/lib/coordinates'
import { LIMITS, WEEKDAYS } from '@/shared/limits'
import type { Db, OrganizationRecord } from '../db'
import {
  bad,
  byId,
  checkCity,
  checkContacts,
  checkMinText,
  checkName,
  checkOwner,
  checkPhotoCount,
  ENTRY_MESSAGES,
  placeLookups,
  type PlaceLookups,
  storeUploads,
} from '../entries'
import { entryHandlers } from '../entry-handlers'
import { api, authed, type Caller, listEntries, MockHttpError, ok, requireAdmin, requireCan, readJson } from '../lib'
import { newId } from '../random'
import { db } from '../store'

/** Server messages of this backend (English, as the api-contract's). */
export const ORGANIZATION_MESSAGES = {
  ...ENTRY_MESSAGES,
  notFound: 'There is no such organization',
  userBanned: 'This user is banned',
  userNotConfirmed: 'This user is not confirmed',
  ownerChanged: 'The owner of the organization has been changed',
} as const

// ---------------------------------------------------------------------------------------------
// Reading: records resolved into the contract's Organization shape.

type Lookups = PlaceLookups & {
  categories: Map<string, Category>
  subCategories: Map<string, Db['subCategories'][number]>
  languages: Map<string, Db['languages'][number]>
}

function lookups(): Lookups {
  const data = db()
  const stripHidden = <T extends { is_hidden: boolean }>({ is_hidden: _hidden, ...rest }: T) => rest
  const subsOf = new Map<string, Category['sub_categories']>()
  for (const sub of data.subCategories) {
    if (sub.is_hidden) continue
    const list = subsOf.get(sub.category_id) ?? []
    list.push(stripHidden(sub))
    subsOf.set(sub.category_id, list)
  }
  return {
    ...placeLookups(data),
    categories: new Map(
      data.categories.map((category) => [category._id, { ...stripHidden(category), sub_categories: subsOf.get(category._id) ?? [] }]),
    ),
    subCategories: byId(data.subCategories),
    languages: byId(data.languages),
  }
}

function present<T>(value: T | undefined): value is T {
  return value !== undefined
}

export function toOrganization(record: OrganizationRecord, look: Lookups = lookups()): Organization {
  const user = look.users.get(record.user_id)
  const category = look.categories.get(record.category_id) ?? {
    _id: record.category_id,
    name: '',
    sort: null,
    icon_path: null,
    icon_pressed_path: null,
    sub_categories: [],
  }
  const country = look.countries.get(record.country_id)
  return {
    _id: record._id,
    user: { _id: record.user_id, email: user?.email ?? '', createdAt: user?.createdAt ?? record.createdAt },
    name: record.name,
    category,
    sub_categories: record.sub_category_ids
      .map((id) => look.subCategories.get(id))
      .filter(present)
      .map(({ is_hidden: _hidden, ...sub }) => sub),
    specialization: record.specialization,
    country: { _id: record.country_id, name: country?.name ?? '' },
    city: (record.city_id && look.cities.get(record.city_id)) || null,
    additional_cities: record.additional_city_ids.map((id) => look.cities.get(id)).filter(present),
    address: record.address,
    coordinates: { ...record.coordinates },
    work_time: { ...record.work_time },
    contacts: { ...record.contacts },
    description: record.description,
    languages: record.language_ids.map((id) => look.languages.get(id)).filter(present),
    tags: [...record.tags],
    carousel_photos: record.carousel_photos.map((photo) => ({ ...photo })),
    owner_photos: record.owner_photos.map((photo) => ({ ...photo })),
    is_active: record.is_active,
    creator_admin: record.creator_admin,
    createdAt: record.createdAt,
  }
}

function findRecord(id: string): OrganizationRecord {
  const record = db().organizations.find((organization) => organization._id === id)
  if (!record) throw new MockHttpError(404, ORGANIZATION_MESSAGES.notFound)
  return record
}

/** GET /organizations: q over the name (deep search: also description, specialization, tags, address, owner e-mail, category name). */
export function listOrganizations(request: Request) {
  const look = lookups()
  const { items, total, totals } = listEntries(request, db().organizations, {
    name: (record) => record.name,
    deepFields: (record) => [
      record.description,
      record.specialization,
      record.address,
      record.tags.join(' '),
      look.users.get(record.user_id)?.email,
      look.categories.get(record.category_id)?.name,
    ],
  })
  const payload: Record<string, unknown> = { organizations: items.map((record) => toOrganization(record, look)), total }
  if (totals) {
    payload.total_active = totals.active
    payload.total_blocked = totals.blocked
  }
  return payload
}

// ---------------------------------------------------------------------------------------------
// Writing: validation like a real server, with English messages.

const WORK_TIME_TYPES = ['day_off', 'temp_closed', 'whole_day']
const HOURS_RE = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/

const payloadSchema = z.object({
  owner_id: z.string(),
  name: z.string(),
  category_id: z.string(),
  sub_category_ids: z.array(z.string()).default([]),
  country_id: z.string().default(''),
  city_id: z.string().nullish(),
  specialization: z.string(),
  additional_city_ids: z.array(z.string()).default([]),
  address: z.string().default(''),
  lat: z.union([z.string(), z.number()]).default('0'),
  lon: z.union([z.string(), z.number()]).default('0'),
  is_special_point_on_map: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  work_time: z.record(z.string(), z.string()),
  contacts: z.record(z.string(), z.string().nullish()),
  description: z.string(),
  languages_ids: z.array(z.string()),
  tags: z.array(z.string()),
  template_photos_ids: z.array(z.string()).default([]),
})
type Payload = z.output<typeof payloadSchema>

/** Checks a complete payload; returns the record fields it describes. */
function validatePayload(
  payload: Payload,
): Omit<OrganizationRecord, '_id' | 'carousel_photos' | 'owner_photos' | 'is_active' | 'creator_admin' | 'createdAt'> {
  const data = db()
  const ownerId = checkOwner(payload.owner_id)
  const name = checkName(payload.name)
  const category = data.categories.find((c) => c._id === payload.category_id && !c.is_hidden)
  if (!category) bad('There is no such category')
  const subs = data.subCategories.filter((sub) => sub.category_id === category._id && !sub.is_hidden)
  if (payload.sub_category_ids.some((id) => !subs.some((sub) => sub._id === id))) bad('There is no such sub-category in this category')
  if (subs.length > 0 && payload.sub_category_ids.length === 0) bad('Choose at least one sub-category')
  const online = category._id === data.onlineWorkingCategoryId
  const city = checkCity(payload.city_id, !online)
  const countryId = city?.country_id ?? payload.country_id
  if (!data.countries.some((country) => country._id === countryId)) bad('There is no such country')
  const lat = Number(payload.lat)
  const lon = Number(payload.lon)
  if (!online) {
    if (payload.address.trim().length < LIMITS.nameMin) bad(`Address length minimum ${LIMITS.nameMin}`)
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > LAT_LIMIT || Math.abs(lon) > LON_LIMIT) bad('Invalid coordinates')
  }
  const additional = online ? [] : payload.additional_city_ids
  if (additional.some((id) => !data.cities.some((c) => c._id === id))) bad('There is no such city')
  const specialization = checkMinText(payload.specialization, 'Specialization')
  const workTime = {} as OrganizationRecord['work_time']
  for (const day of WEEKDAYS) {
    const value = payload.work_time[day]?.trim() ?? ''
    if (!WORK_TIME_TYPES.includes(value) && !(value.length === LIMITS.workTimeLength && HOURS_RE.test(value)))
      bad(`Invalid work time for ${day}`)
    workTime[day] = value
  }
  const contacts = checkContacts(payload.contacts)
  const description = checkMinText(payload.description, 'Description')
  if (payload.languages_ids.length === 0) bad('At least one language is required')
  if (payload.languages_ids.some((id) => !data.languages.some((language) => language._id === id))) bad('There is no such language')
  const tags = [...new Set(payload.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))]
  if (tags.length === 0) bad('At least one tag is required')
  return {
    user_id: ownerId,
    name,
    category_id: category._id,
    sub_category_ids: subs.length > 0 ? payload.sub_category_ids : [],
    specialization,
    country_id: countryId,
    city_id: city?._id ?? null,
    additional_city_ids: additional,
    address: online ? '' : payload.address.trim(),
    coordinates: online
      ? { lat: 0, lon: 0, is_special_point_on_map: false }
      : { lat, lon, is_special_point_on_map: payload.is_special_point_on_map },
    work_time: workTime,
    contacts,
    description,
    language_ids: payload.languages_ids,
    tags,
  }
}

/** Template photos live in another feature's collection; read it when it exists. */
function templatePhoto(id: string): Photo {
  const collection = (db() as Db & { templatePhotos?: { _id: string; photo: Photo }[] }).templatePhotos ?? []
  const found = collection.find((entry) => entry._id === id)
  if (!found) bad('There is no such template photo')
  return { ...found.photo, _id: newId() }
}

function requireEdit(caller: Caller, record: Pick<OrganizationRecord, 'creator_admin'>) {
  requireCan(caller, 'organizations:edit', { creator_admin: record.creator_admin })
}

function recordToPayload(record: OrganizationRecord): Payload {
  return {
    owner_id: record.user_id,
    name: record.name,
    category_id: record.category_id,
    sub_category_ids: record.sub_category_ids,
    country_id: record.country_id,
    city_id: record.city_id,
    specialization: record.specialization,
    additional_city_ids: record.additional_city_ids,
    address: record.address,
    lat: String(record.coordinates.lat),
    lon: String(record.coordinates.lon),
    is_special_point_on_map: record.coordinates.is_special_point_on_map,
    work_time: record.work_time,
    contacts: record.contacts,
    description: record.description,
    languages_ids: record.language_ids,
    tags: record.tags,
    template_photos_ids: [],
  }
}

const changeOwnerSchema = z.object({ organization_id: z.string(), new_user_id: z.string() })

export const organizationHandlers = [
  ...entryHandlers({
    kind: 'organizations',
    one: 'organization',
    notFound: ORGANIZATION_MESSAGES.notFound,
    records: () => db().organizations,
    list: listOrganizations,
    toEntry: (record) => toOrganization(record),
    payloadSchema,
    toPayload: recordToPayload,
    validate: validatePayload,
    // A new organization is the admin's own.
    requireCreate: (caller) => requireEdit(caller, { creator_admin: requireAdmin(caller).admin._id }),
    requireEdit,
    created: async ({ fields, payload, files, caller }): Promise<OrganizationRecord> => {
      checkPhotoCount(files.length + payload.template_photos_ids.length)
      const templates = payload.template_photos_ids.map(templatePhoto)
      const uploaded = await storeUploads(files)
      return {
        _id: newId(),
        ...fields,
        carousel_photos: [...uploaded, ...templates],
        owner_photos: [],
        is_active: true,
        creator_admin: requireAdmin(caller).admin._id,
        createdAt: new Date().toISOString(),
      }
    },
    // Template photos chosen in an edit join the carousel in front.
    edited: (record, fields, patch) => {
      const templates = (patch.template_photos_ids ?? []).map(templatePhoto)
      if (record.carousel_photos.length + templates.length > LIMITS.photosMax) bad(ORGANIZATION_MESSAGES.photosMax)
      Object.assign(record, fields, { carousel_photos: [...templates, ...record.carousel_photos] })
    },
    // Removed for good, with the reviews about it (as an approved organization complaint does).
    deleted: (id) => {
      const data = db()
      data.reviews = data.reviews.filter((review) => review.organization_id !== id)
    },
  }),
  http.put(
    api('/admins/organizations/change-owner'),
    authed(async ({ request, caller }) => {
      requireCan(caller, 'organizations:changeOwner')
      const { organization_id, new_user_id } = await readJson(request, changeOwnerSchema)
      const record = findRecord(organization_id)
      const user = db().users.find((u) => u._id === new_user_id.trim())
      if (!user) throw new MockHttpError(404, ORGANIZATION_MESSAGES.noUser)
      if (!user.is_active) throw new MockHttpError(400, ORGANIZATION_MESSAGES.userBanned)
      if (!user.is_confirmed) throw new MockHttpError(400, ORGANIZATION_MESSAGES.userNotConfirmed)
      record.user_id = user._id
      return ok({
        organization: { user: { _id: user._id, email: user.email, createdAt: user.createdAt } },
        message: ORGANIZATION_MESSAGES.ownerChanged,
      })
    }),
  ),
]
