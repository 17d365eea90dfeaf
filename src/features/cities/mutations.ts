import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { authQueries } from '@/features/auth/queries'
import type { City, Country } from '@/shared/api/common-schemas'
import { refreshStaticData, removeCached, setCachedData } from '@/shared/cache/query-cache'
import { citiesText } from '@/shared/i18n/cities'
import { useCreateOnce } from '@/shared/save/create-once'
import { freshOne } from '@/shared/save/fresh-one'
import { useMergedSave } from '@/shared/save/use-merged-save'
import { createCity, createCountry, deleteCity, deleteCountry, editCities, editCountry, fetchCities, fetchCountries } from './api'
import { cityEditsToSend, cityRowLabels, cityRowValues, editOfCity } from './city-merge'
import { countryValues, describeCountryValue } from './country-merge'
import { cityQueries } from './queries'
import type { CityEdit, NewCityBody } from './schemas'

/**
 * The static data the rest of the console reads (the organization form's country and city
 * pickers, the shell's country switcher through the profile) is refreshed after every change:
 * the cached answer is patched at once, then fetched again.
 */
function refreshCountries(queryClient: QueryClient, patch: (countries: Country[]) => Country[], options: { profile: boolean }) {
  const key = cityQueries.countries().queryKey
  setCachedData<Country[]>(queryClient, key, (countries) => (countries ? patch(countries) : countries))
  // The profile carries the admin's countries with their names and flags (the country switcher).
  void refreshStaticData(queryClient, key, ...(options.profile ? [authQueries.profile().queryKey] : []))
}

function refreshCities(queryClient: QueryClient, countryId: string, patch: (cities: City[]) => City[]) {
  const key = cityQueries.cities(countryId).queryKey
  setCachedData<City[]>(queryClient, key, (cities) => (cities ? patch(cities) : cities))
  void refreshStaticData(queryClient, key)
}

/** Spec section 4: countries are added at the front of their list. */
export function applyCountryCreate(queryClient: QueryClient, country: Country) {
  refreshCountries(queryClient, (countries) => [country, ...countries.filter((c) => c._id !== country._id)], { profile: false })
}

export function applyCountryUpdate(queryClient: QueryClient, country: Country) {
  refreshCountries(queryClient, (countries) => countries.map((c) => (c._id === country._id ? country : c)), { profile: true })
}

export function applyCountryDelete(queryClient: QueryClient, countryId: string) {
  refreshCountries(queryClient, (countries) => countries.filter((c) => c._id !== countryId), { profile: true })
  removeCached(queryClient, cityQueries.cities(countryId).queryKey, { exact: false })
}

export function applyCityCreate(queryClient: QueryClient, city: City) {
  refreshCities(queryClient, city.country_id, (cities) => [...cities, city])
}

export function applyCitiesUpdate(queryClient: QueryClient, countryId: string, updated: City[]) {
  const byId = new Map(updated.map((city) => [city._id, city]))
  refreshCities(queryClient, countryId, (cities) => cities.map((city) => byId.get(city._id) ?? city))
}

export function applyCityDelete(queryClient: QueryClient, countryId: string, cityId: string) {
  refreshCities(queryClient, countryId, (cities) => cities.filter((city) => city._id !== cityId))
}

/** Made once (shared/save/create-once.ts): an uncertain answer is looked up among the countries before the retry. */
export function useCreateCountry() {
  const queryClient = useQueryClient()
  const createOnce = useCreateOnce({
    create: createCountry,
    list: () => fetchCountries(),
    shown: () => queryClient.getQueryData<Country[]>(cityQueries.countries().queryKey),
    sent: (input: { name: string; flag: File }) => ({ name: input.name }),
  })
  return useMutation({
    mutationFn: createOnce,
    onSuccess: (country) => applyCountryCreate(queryClient, country),
  })
}

/**
 * A country's name and flag on the one save path (shared/save/use-merged-save.tsx): `base` is the country as the
 * editor opened it; a new flag is this admin's change of the flag.
 */
export function useEditCountry() {
  const queryClient = useQueryClient()
  return useMergedSave({
    sides: ({ base, name, flag }: { base: Country; name: string; flag: File | null }) => ({
      base: countryValues(base),
      mine: { name, flag: flag ?? base.flag_url },
    }),
    labels: { name: citiesText.countryName, flag: citiesText.flag },
    read: async ({ base }) => freshOne(await fetchCountries(), base._id, 'There is no such country'),
    toValues: countryValues,
    write: (merged, _fresh, { base }) =>
      editCountry(base._id, { name: merged.name, flag: merged.flag instanceof File ? merged.flag : null }),
    describe: describeCountryValue,
    store: (country) => applyCountryUpdate(queryClient, country),
  })
}

export function useDeleteCountry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCountry,
    onSuccess: (_data, countryId) => applyCountryDelete(queryClient, countryId),
  })
}

/** Made once (shared/save/create-once.ts): an uncertain answer is looked up among the country's cities before the retry. */
export function useCreateCity() {
  const queryClient = useQueryClient()
  const createOnce = useCreateOnce({
    create: createCity,
    list: (body: NewCityBody) => fetchCities(body.country_id),
    shown: (body) => queryClient.getQueryData<City[]>(cityQueries.cities(body.country_id).queryKey),
    sent: (body) => body,
  })
  return useMutation({
    mutationFn: createOnce,
    onSuccess: (city) => applyCityCreate(queryClient, city),
  })
}

/**
 * The edited city rows on the one save path (shared/save/use-merged-save.tsx): `base` is the country's cities as the
 * edit began, `mine` the rows as typed; a cell both sides changed is asked about. Only the cities whose merged values
 * differ from the server's are sent (none: nothing is sent).
 */
export function useEditCities() {
  const queryClient = useQueryClient()
  return useMergedSave({
    sides: ({ base, mine }: { countryId: string; base: CityEdit[]; mine: CityEdit[] }) => ({
      base: cityRowValues(base),
      mine: cityRowValues(mine),
    }),
    labels: ({ base }) => cityRowLabels(base),
    read: async ({ countryId }) => (await fetchCities(countryId)).map(editOfCity),
    toValues: cityRowValues,
    write: async (merged, fresh, { base, mine }) => {
      const cities = cityEditsToSend(merged, fresh, { base, mine })
      return cities.length > 0 ? editCities(cities) : []
    },
    store: (updated, { countryId }) => applyCitiesUpdate(queryClient, countryId, updated),
  })
}

export function useDeleteCity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ cityId }: { countryId: string; cityId: string }) => deleteCity(cityId),
    onSuccess: (_data, { countryId, cityId }) => applyCityDelete(queryClient, countryId, cityId),
  })
}
