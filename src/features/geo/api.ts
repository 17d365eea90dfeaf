import { apiRequest } from '../../shared/api/client'
import { addressesResponseSchema, citiesResponseSchema, countriesResponseSchema, placeCoordinatesResponseSchema } from './schemas'

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
