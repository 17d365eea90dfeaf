import type { City } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'
import { coordinateInRange, LAT_LIMIT, LON_LIMIT } from '@/shared/lib/coordinates'
import { nameProblem } from '@/shared/lib/name-rules'
import { LIMITS } from '@/shared/limits'
import type { CityEdit, NewCityBody } from './schemas'

/** A row of the cities table as typed: every value is text until it is saved. `_id` is null for a new city. */
export type CityDraft = { key: string; _id: string | null; name: string; sort: string; lat: string; lon: string }
export type CityField = 'name' | 'sort' | 'lat' | 'lon'
export type CityRowErrors = Partial<Record<CityField, string>>

/** The key of the one new row (a new row has no id yet). */
export const NEW_CITY_KEY = 'new-city'

export function draftOf(city: City): CityDraft {
  return {
    key: city._id,
    _id: city._id,
    name: city.name,
    sort: city.sort === null ? '' : String(city.sort),
    lat: String(city.coordinates.lat),
    lon: String(city.coordinates.lon),
  }
}

/** Spec sections 2 and 9: a new city starts with a placeholder name and lat and lon 12.345. */
export function newCityDraft(): CityDraft {
  const coordinate = String(LIMITS.newCityLatLon)
  return { key: NEW_CITY_KEY, _id: null, name: citiesText.newCityName, sort: '', lat: coordinate, lon: coordinate }
}

const SORT_PATTERN = /^-?\d+$/

/** Spec section 5 for a city row: name at least 2 (the catalogue's name rule), lat −90…90, lon −180…180; sort a whole number or empty. */
export function validateCityDraft(draft: CityDraft): CityRowErrors {
  const v = citiesText.validation
  const errors: CityRowErrors = {}
  const nameError = nameProblem(draft.name)
  if (nameError) errors.name = nameError
  if (draft._id !== null && draft.sort.trim() !== '' && !SORT_PATTERN.test(draft.sort.trim())) errors.sort = v.sortNumber
  if (!coordinateInRange(draft.lat, LAT_LIMIT)) errors.lat = v.latRange
  if (!coordinateInRange(draft.lon, LON_LIMIT)) errors.lon = v.lonRange
  return errors
}

/** The errors of every row that has any, by row key. */
export function validateCityDrafts(drafts: CityDraft[]): Record<string, CityRowErrors> {
  const out: Record<string, CityRowErrors> = {}
  for (const draft of drafts) {
    const errors = validateCityDraft(draft)
    if (Object.keys(errors).length > 0) out[draft.key] = errors
  }
  return out
}

/** A valid existing row as the PUT body's city (an emptied sort is null). */
export function cityEditOf(draft: CityDraft): CityEdit {
  const sort = draft.sort.trim()
  return {
    _id: draft._id ?? '',
    name: draft.name.trim(),
    sort: sort === '' ? null : Number(sort),
    coordinates: { lat: Number(draft.lat.trim()), lon: Number(draft.lon.trim()) },
  }
}

/** A valid new row as the POST body. */
export function newCityBodyOf(draft: CityDraft, countryId: string): NewCityBody {
  return { country_id: countryId, name: draft.name.trim(), lat: Number(draft.lat.trim()), lon: Number(draft.lon.trim()) }
}

/** Whether an edit holds the city's values as they are. */
export function sameAsStored(edit: CityEdit, city: CityEdit): boolean {
  return (
    edit.name === city.name &&
    edit.sort === city.sort &&
    edit.coordinates.lat === city.coordinates.lat &&
    edit.coordinates.lon === city.coordinates.lon
  )
}

/** Only the edited cities go to `PUT /admins/cities`: rows whose values differ from the stored city. */
export function changedCityEdits(drafts: CityDraft[], cities: City[]): CityEdit[] {
  const byId = new Map(cities.map((city) => [city._id, city]))
  return drafts.flatMap((draft) => {
    const city = draft._id === null ? undefined : byId.get(draft._id)
    if (!city) return []
    const edit = cityEditOf(draft)
    return sameAsStored(edit, city) ? [] : [edit]
  })
}

/**
 * Whether the city table holds unsaved rows: a new row typed into (it differs from the default new row), or an edit
 * that would send at least one changed city.
 */
export function hasUnsavedCityRows(mode: 'view' | 'create' | 'edit', drafts: CityDraft[], cities: City[]): boolean {
  if (mode === 'create') {
    const fresh = newCityDraft()
    return drafts.some((row) => row._id === null && (['name', 'sort', 'lat', 'lon'] as const).some((field) => row[field] !== fresh[field]))
  }
  return mode === 'edit' && changedCityEdits(drafts, cities).length > 0
}
