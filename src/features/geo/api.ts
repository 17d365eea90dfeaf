import { apiRequest } from '../../shared/api/client'
import { citiesResponseSchema, countriesResponseSchema } from './schemas'

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
