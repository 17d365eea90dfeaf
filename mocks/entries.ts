import { z } from 'zod'
import type { Photo, City } from '@/shared/api/common-schemas'
import { CONTACT_CHANNELS, LIMITS } from '@/shared/limits'
import type { Db } from './db'
import { filesOf, MockHttpError, readForm, readJson } from './lib'
import { db } from './store'
import { storeUploadedPhotos, UPLOAD_MESSAGES } from './uploaded-photos'

export { filesOf, readForm }

/**
 * What the two kinds of entry (organizations and events) share on the server side:
 * multipart bodies, stored uploads, the checks of the fields both have, and the carousel's photo
 * add / remove. Messages in English, as the api-contract's.
 */
export const ENTRY_MESSAGES = {
  noUser: 'There is no such user',
  ownerId: 'Owner id must be 24 characters',
  nameLength: `Name length must be between ${LIMITS.nameMin} and ${LIMITS.entityNameMax}`,
  cityRequired: 'City is required',
  noCity: 'There is no such city',
  contactsRequired: 'At least one contact is required',
  minLength: (field: string) => `${field} length minimum ${LIMITS.nameMin}`,
  photosMax: `Maximum number of photos in the carousel: ${LIMITS.photosMax}`,
  photosMin: `Minimum number of photos in the carousel: ${LIMITS.photosMin}`,
  photosCount: `The number of photos must be between ${LIMITS.photosMin} and ${LIMITS.photosMax}`,
  ...UPLOAD_MESSAGES,
  noPhotosToDelete: 'There are no such photos',
  unknownPhotoType: 'Unknown photo type',
} as const

export function bad(message: string): never {
  throw new MockHttpError(400, message)
}

// ---------------------------------------------------------------------------------------------
// Bodies

/** Multipart fields (api-contract "Multipart bodies"): scalars as text, arrays and objects as JSON text; files left out. */
export function payloadFromForm(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue
    const trimmed = value.trim()
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      try {
        out[key] = JSON.parse(trimmed)
        continue
      } catch {
        bad(`${key}: invalid JSON`)
      }
    }
    out[key] = value
  }
  return out
}

/** Parses a body with a (classic) zod schema; 400 with the first issue otherwise. */
export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    bad(issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body')
  }
  return parsed.data
}

/** A PATCH body: only the keys sent change (zod would fill the defaults of the others). */
export function sentKeys<T extends Record<string, unknown>>(parsed: T, raw: Record<string, unknown>): Partial<T> {
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in raw)) as Partial<T>
}

// ---------------------------------------------------------------------------------------------
// Uploads

/** Stores uploaded carousel photos under /uploads/photos/… so that their previews show. */
export const storeUploads = (files: readonly File[]): Promise<Photo[]> => storeUploadedPhotos([...files], 'photos')

// ---------------------------------------------------------------------------------------------
// The fields both kinds of entry have

/** The owner: a 24-character id of an existing user. Returns the trimmed id. */
export function checkOwner(ownerId: string): string {
  const id = ownerId.trim()
  if (!/^[0-9a-f]{24}$/.test(id)) bad(ENTRY_MESSAGES.ownerId)
  if (!db().users.some((user) => user._id === id)) bad(ENTRY_MESSAGES.noUser)
  return id
}

/** The name: 2 to 100 characters. Returns it trimmed. */
export function checkName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length < LIMITS.nameMin || trimmed.length > LIMITS.entityNameMax) bad(ENTRY_MESSAGES.nameLength)
  return trimmed
}

/** Other text of at least 2 characters (`field` names it in the message). Returns it trimmed. */
export function checkMinText(value: string, field: string): string {
  const trimmed = value.trim()
  if (trimmed.length < LIMITS.nameMin) bad(ENTRY_MESSAGES.minLength(field))
  return trimmed
}

/** Records by `_id`, for resolving many entries against one snapshot of the store. */
export function byId<T extends { _id: string }>(records: readonly T[]): Map<string, T> {
  return new Map(records.map((record) => [record._id, record]))
}

/** What both kinds of entry resolve their owner and place against, read once per answer. */
export type PlaceLookups = {
  users: Map<string, Db['users'][number]>
  countries: Map<string, Db['countries'][number]>
  cities: Map<string, Db['cities'][number]>
}

export function placeLookups(data: Db = db()): PlaceLookups {
  return { users: byId(data.users), countries: byId(data.countries), cities: byId(data.cities) }
}

/** A city by id: 400 when unknown; when `required`, also when none is given. */
export function checkCity(cityId: string | null | undefined, required: boolean): City | undefined {
  const city = cityId ? db().cities.find((c) => c._id === cityId) : undefined
  if (cityId && !city) bad(ENTRY_MESSAGES.noCity)
  if (required && !city) bad(ENTRY_MESSAGES.cityRequired)
  return city
}

export type ContactsRecord = Record<(typeof CONTACT_CHANNELS)[number], string>

/** The seven channels trimmed (a missing one is empty); at least one must be filled. */
export function checkContacts(contacts: Record<string, string | null | undefined>): ContactsRecord {
  const out = {} as ContactsRecord
  for (const channel of CONTACT_CHANNELS) out[channel] = contacts[channel]?.trim() ?? ''
  if (CONTACT_CHANNELS.every((channel) => out[channel] === '')) bad(ENTRY_MESSAGES.contactsRequired)
  return out
}

/** The number of photos on create: between the minimum and the maximum. */
export function checkPhotoCount(count: number) {
  if (count < LIMITS.photosMin || count > LIMITS.photosMax) bad(ENTRY_MESSAGES.photosCount)
}

// ---------------------------------------------------------------------------------------------
// Carousel photos

type WithCarousel = { carousel_photos: Photo[] }

/** photos/add (multipart): `type=carousel` and repeated `files` parts; new photos go in front, at most 15 in all. */
export async function addCarouselPhotos(record: WithCarousel, request: Request) {
  const form = await readForm(request)
  if (form.get('type') !== 'carousel') bad(ENTRY_MESSAGES.unknownPhotoType)
  const files = filesOf(form, 'files')
  if (files.length === 0) bad(ENTRY_MESSAGES.noFiles)
  if (record.carousel_photos.length + files.length > LIMITS.photosMax) bad(ENTRY_MESSAGES.photosMax)
  const uploaded = await storeUploads(files)
  record.carousel_photos = [...uploaded, ...record.carousel_photos]
}

const removePhotosSchema = z.object({ photos_to_delete: z.array(z.string()), type: z.string().default('carousel') })

/** photos/remove `{photos_to_delete, type: 'carousel'}`: at least the minimum stays; ids matching nothing are refused. */
export async function removeCarouselPhotos(record: WithCarousel, request: Request) {
  const { photos_to_delete, type } = await readJson(request, removePhotosSchema)
  if (type !== 'carousel') bad(ENTRY_MESSAGES.unknownPhotoType)
  const remaining = record.carousel_photos.filter((photo) => !photos_to_delete.includes(photo._id))
  if (remaining.length === record.carousel_photos.length) bad(ENTRY_MESSAGES.noPhotosToDelete)
  if (remaining.length < LIMITS.photosMin) bad(ENTRY_MESSAGES.photosMin)
  record.carousel_photos = remaining
}
