import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { City } from '@/shared/api/common-schemas'
import { fetchAddressSuggestions, fetchCities, fetchCountries, fetchPlaceCoordinates } from './api'

const STATIC_STALE_MS = 10 * 60_000

export const cityQueries = {
  all: () => ['cities'] as const,
  countries: () =>
    queryOptions({
      queryKey: [...cityQueries.all(), 'countries'] as const,
      queryFn: ({ signal }) => fetchCountries(signal),
      staleTime: STATIC_STALE_MS,
    }),
  cities: (countryId: string) =>
    queryOptions({
      queryKey: [...cityQueries.all(), 'cities', countryId] as const,
      queryFn: ({ signal }) => fetchCities(countryId, signal),
      staleTime: STATIC_STALE_MS,
    }),
  /** Address suggestions; a superseded request is cancelled (its query loses its observer). */
  addressSuggestions: (cityId: string, address: string) =>
    queryOptions({
      queryKey: [...cityQueries.all(), 'address-suggestions', cityId, address] as const,
      queryFn: ({ signal }) => fetchAddressSuggestions(address, cityId, signal),
      staleTime: 60_000,
    }),
  /** The point of a chosen address suggestion; a place's point does not change, so it is asked once. */
  placeCoordinates: (placeId: string) =>
    queryOptions({
      queryKey: [...cityQueries.all(), 'place-coordinates', placeId] as const,
      queryFn: ({ signal }) => fetchPlaceCoordinates(placeId, signal),
      staleTime: Infinity,
    }),
}

/** Every city list the console has loaded (the location pickers load them per country), as one list: names for a conflict's ids. */
export function cachedCities(queryClient: QueryClient): City[] {
  return queryClient.getQueriesData<City[]>({ queryKey: [...cityQueries.all(), 'cities'] }).flatMap(([, cities]) => cities ?? [])
}
