import type { City } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'
import { LIMITS } from '@/shared/limits'
import type { CityDraft, CityEdit, NewCityBody } from './schemas'

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
