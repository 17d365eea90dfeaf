import { http } from 'msw'
import { z } from 'zod'
import type { City, Country } from '@/shared/api/common-schemas'
import { LAT_LIMIT, LON_LIMIT } from '@/shared/lib/coordinates'
import { LIMITS, PHOTO_MIME_TYPES } from '@/shared/limits'
import { api, authed, type Caller, filesOf, MockHttpError, ok, photoExtension, readForm, readJson, requireCan, storeFile } from '../lib'
import { newId } from '../random'
import { db } from '../store'

/** The English messages of the country and city calls (the console's error table translates them). */
export const GEO_MESSAGES = {
  nameLength: 'Name length minimum 2',
  countryInUse: 'There are organizations in this country',
  countryHasEvents: 'There are events in this country',
  cityInUse: 'There are organizations in this city',
  cityHasEvents: 'There are events in this city',
  countryExists: 'There is already a country with this name',
  cityExists: 'There is already a city with this name in this country',
  noCountry: 'There is no such country',
  noCity: 'There is no such city',
  flagRequired: 'Flag is required',
  flagType: 'Only png and jpeg flags are allowed',
  latRange: 'Latitude must be between -90 and 90',
  lonRange: 'Longitude must be between -180 and 180',
  sortType: 'Sort must be a whole number or null',
} as const

const bad = (message: string, status = 400): never => {
  throw new MockHttpError(status, message)
}

function requireRight(caller: Caller) {
  requireCan(caller, 'open:cities')
}

function validName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : ''
  if (name.length < LIMITS.nameMin) bad(GEO_MESSAGES.nameLength)
  return name
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function findCountry(id: string): Country {
  return db().countries.find((country) => country._id === id) ?? bad(GEO_MESSAGES.noCountry, 404)
}

/** A number from a JSON number or a numeric string, within ±limit; else `message`. */
function coordinate(value: unknown, limit: number, message: string): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (!Number.isFinite(number) || Math.abs(number) > limit) bad(message)
  return number
}

function validSort(value: unknown): number | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'number' || !Number.isInteger(value)) bad(GEO_MESSAGES.sortType)
  return value as number
}

/** Stores an uploaded flag (png or jpeg) and answers its path. */
async function storeFlag(countryId: string, file: File): Promise<string> {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) bad(GEO_MESSAGES.flagType)
  const path = `/uploads/flags/${countryId}-${newId()}.${photoExtension(file)}`
  await storeFile(path, file)
  return path
}

function usedByOrganizations(cityId: string): boolean {
  return db().organizations.some((organization) => organization.city_id === cityId || organization.additional_city_ids.includes(cityId))
}

const citySchema = z.object({
  _id: z.string(),
  name: z.unknown(),
  sort: z.unknown().optional(),
  coordinates: z.object({ lat: z.unknown(), lon: z.unknown() }),
})

export const cityHandlers = [
  // POST /api/admins/countries (multipart: name, flag file) → {country}; the new country comes first.
  http.post(
    api('/admins/countries'),
    authed(async ({ request, caller }) => {
      requireRight(caller)
      const form = await readForm(request)
      const name = validName(form.get('name'))
      if (db().countries.some((country) => sameName(country.name, name))) bad(GEO_MESSAGES.countryExists, 409)
      const flag = filesOf(form, 'flag')[0] ?? bad(GEO_MESSAGES.flagRequired)
      const _id = newId()
      const country: Country = { _id, name, flag_url: await storeFlag(_id, flag) }
      db().countries.unshift(country)
      return ok({ country }, 201)
    }),
  ),
  // PUT /api/admins/countries/{id} (multipart: name, optional flag file) → {country}.
  http.put(
    api('/admins/countries/:id'),
    authed(async ({ request, params, caller }) => {
      requireRight(caller)
      const country = findCountry(String(params.id))
      const form = await readForm(request)
      const name = validName(form.get('name'))
      if (db().countries.some((other) => other._id !== country._id && sameName(other.name, name))) bad(GEO_MESSAGES.countryExists, 409)
      const flag = filesOf(form, 'flag')[0]
      const flagUrl = flag ? await storeFlag(country._id, flag) : country.flag_url
      Object.assign(country, { name, flag_url: flagUrl })
      return ok({ country })
    }),
  ),
  // DELETE /api/admins/countries/{id}: refused while organizations (or events) are in it; its cities go with it.
  http.delete(
    api('/admins/countries/:id'),
    authed(({ params, caller }) => {
      requireRight(caller)
      const data = db()
      const country = findCountry(String(params.id))
      if (data.organizations.some((organization) => organization.country_id === country._id)) bad(GEO_MESSAGES.countryInUse, 409)
      if (data.events.some((event) => event.country_id === country._id)) bad(GEO_MESSAGES.countryHasEvents, 409)
      data.countries = data.countries.filter((c) => c._id !== country._id)
      data.cities = data.cities.filter((city) => city.country_id !== country._id)
      for (const admin of data.admins) {
        admin.view_complains_country_ids = admin.view_complains_country_ids.filter((id) => id !== country._id)
        admin.change_info_country_ids = admin.change_info_country_ids.filter((id) => id !== country._id)
      }
      return ok()
    }),
  ),
  // POST /api/admins/cities {country_id, name, lat, lon} → {city}, sorted after the country's others.
  http.post(
    api('/admins/cities'),
    authed(async ({ request, caller }) => {
      requireRight(caller)
      const body = await readJson(request, z.object({ country_id: z.string(), name: z.unknown(), lat: z.unknown(), lon: z.unknown() }))
      const country = findCountry(body.country_id)
      const name = validName(body.name)
      const lat = coordinate(body.lat, LAT_LIMIT, GEO_MESSAGES.latRange)
      const lon = coordinate(body.lon, LON_LIMIT, GEO_MESSAGES.lonRange)
      const siblings = db().cities.filter((city) => city.country_id === country._id)
      if (siblings.some((city) => sameName(city.name, name))) bad(GEO_MESSAGES.cityExists, 409)
      const sort = siblings.reduce((max, city) => Math.max(max, city.sort ?? 0), 0) + 1
      const city: City = { _id: newId(), name, sort, coordinates: { lat, lon }, country_id: country._id }
      db().cities.push(city)
      return ok({ city }, 201)
    }),
  ),
  // PUT /api/admins/cities {cities: [{_id, name, sort, coordinates}]} → {cities}: all or nothing.
  http.put(
    api('/admins/cities'),
    authed(async ({ request, caller }) => {
      requireRight(caller)
      const body = await readJson(request, z.object({ cities: z.array(citySchema).min(1) }))
      const data = db()
      const edits = body.cities.map((edit) => {
        const city = data.cities.find((c) => c._id === edit._id) ?? bad(GEO_MESSAGES.noCity, 404)
        return {
          city,
          name: validName(edit.name),
          sort: edit.sort === undefined ? city.sort : validSort(edit.sort),
          coordinates: {
            lat: coordinate(edit.coordinates.lat, LAT_LIMIT, GEO_MESSAGES.latRange),
            lon: coordinate(edit.coordinates.lon, LON_LIMIT, GEO_MESSAGES.lonRange),
          },
        }
      })
      // Names stay unique per country once every edit is applied.
      const finalName = (city: City) => edits.find((edit) => edit.city === city)?.name ?? city.name
      for (const { city } of edits) {
        if (
          data.cities.some((other) => other !== city && other.country_id === city.country_id && sameName(finalName(other), finalName(city)))
        ) {
          bad(GEO_MESSAGES.cityExists, 409)
        }
      }
      for (const { city, name, sort, coordinates } of edits) Object.assign(city, { name, sort, coordinates })
      return ok({ cities: edits.map((edit) => edit.city) })
    }),
  ),
  // DELETE /api/admins/cities/{id}: refused while organizations (or events) are in it.
  http.delete(
    api('/admins/cities/:id'),
    authed(({ params, caller }) => {
      requireRight(caller)
      const data = db()
      const city = data.cities.find((c) => c._id === String(params.id)) ?? bad(GEO_MESSAGES.noCity, 404)
      if (usedByOrganizations(city._id)) bad(GEO_MESSAGES.cityInUse, 409)
      if (data.events.some((event) => event.city_id === city._id)) bad(GEO_MESSAGES.cityHasEvents, 409)
      data.cities = data.cities.filter((c) => c._id !== city._id)
      return ok()
    }),
  ),
]
