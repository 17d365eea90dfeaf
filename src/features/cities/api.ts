import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import { uploadRequest } from '@/shared/photos/upload'
import {
  addressesResponseSchema,
  citiesResponseSchema,
  cityResponseSchema,
  countriesResponseSchema,
  countryResponseSchema,
  placeCoordinatesResponseSchema,
  type CityEdit,
  type NewCityBody,
} from './schemas'

export async function fetchCountries(signal?: AbortSignal) {
  const { countries } = await apiRequest(countriesResponseSchema, '/static-data/countries', {
    searchParams: { sort: 'creation' },
    ...(signal ? { signal } : {}),
  })
  return countries
}

export async function fetchCities(countryId: string, signal?: AbortSignal) {
  const { cities } = await apiRequest(citiesResponseSchema, '/static-data/cities', {
    searchParams: { country_id: countryId },
    ...(signal ? { signal } : {}),
  })
  return cities
}

/** GET /admins/geocoding/complete-address: suggestions for a typed address in a city (cancellable). */
export async function fetchAddressSuggestions(address: string, cityId: string, signal?: AbortSignal) {
  const { addresses } = await apiRequest(addressesResponseSchema, '/admins/geocoding/complete-address', {
    searchParams: { address, city_id: cityId },
    ...(signal ? { signal } : {}),
  })
  return addresses
}

/** GET /admins/geocoding/get-place-coordinates: the point of a chosen suggestion. */
export async function fetchPlaceCoordinates(placeId: string, signal?: AbortSignal) {
  const { coordinates } = await apiRequest(placeCoordinatesResponseSchema, '/admins/geocoding/get-place-coordinates', {
    searchParams: { place_id: placeId },
    ...(signal ? { signal } : {}),
  })
  return coordinates
}

/** The multipart body of a country: `name` and, when one was chosen, the flag file as `flag` (docs/api.md). */
function countryForm(input: { name: string; flag: File | null }): FormData {
  const form = new FormData()
  form.append('name', input.name)
  if (input.flag) form.append('flag', input.flag, input.flag.name)
  return form
}

/** POST /admins/countries (multipart name and flag): the new country. */
export async function createCountry(input: { name: string; flag: File }, idempotencyKey?: string) {
  // Flags keep their pixels and size: only metadata is dropped, a flag marked sideways turned upright.
  const { country } = await uploadRequest(countryResponseSchema, '/admins/countries', countryForm(input), {
    photoKind: 'flag',
    ...(idempotencyKey ? { idempotencyKey } : {}),
  })
  return country
}

/** PUT /admins/countries/{id} (multipart name and, optionally, a new flag). */
export async function editCountry(id: string, input: { name: string; flag: File | null }) {
  const { country } = await uploadRequest(countryResponseSchema, `/admins/countries/${pathId(id)}`, countryForm(input), {
    method: 'PUT',
    photoKind: 'flag',
  })
  return country
}

export async function deleteCountry(id: string) {
  await apiRequest(okSchema, `/admins/countries/${pathId(id)}`, { method: 'delete' })
}

/** POST /admins/cities {country_id, name, lat, lon}: the new city. */
export async function createCity(body: NewCityBody, idempotencyKey?: string) {
  const { city } = await apiRequest(cityResponseSchema, '/admins/cities', {
    method: 'post',
    json: body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  })
  return city
}

/** PUT /admins/cities {cities}: the edited cities as stored. */
export async function editCities(cities: CityEdit[]) {
  const answer = await apiRequest(citiesResponseSchema, '/admins/cities', { method: 'put', json: { cities } })
  return answer.cities
}

export async function deleteCity(id: string) {
  await apiRequest(okSchema, `/admins/cities/${pathId(id)}`, { method: 'delete' })
}
