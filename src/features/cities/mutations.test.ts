import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { City, Country } from '@/shared/api/common-schemas'
import {
  applyCitiesUpdate,
  applyCityCreate,
  applyCityDelete,
  applyCountryCreate,
  applyCountryDelete,
  applyCountryUpdate,
} from './mutations'
import { cityQueries } from './queries'

const country = (id: string, name: string): Country => ({ _id: id, name, flag_url: `/uploads/flags/${id}.svg` })
const city = (id: string, name: string, sort: number): City => ({ _id: id, name, sort, coordinates: { lat: 1, lon: 2 }, country_id: 'kg' })

function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(cityQueries.countries().queryKey, [country('kz', 'Казахстан'), country('kg', 'Кыргызстан')])
  queryClient.setQueryData(cityQueries.cities('kg').queryKey, [city('c1', 'Бишкек', 1), city('c2', 'Ош', 2)])
  return queryClient
}

const countries = (queryClient: QueryClient) => queryClient.getQueryData(cityQueries.countries().queryKey)!.map((c) => c.name)
const cities = (queryClient: QueryClient) => queryClient.getQueryData(cityQueries.cities('kg').queryKey)?.map((c) => c.name)
const stale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated

describe('static data after a country or city change (what pickers and the switcher read)', () => {
  it('a new country goes to the front; an edit replaces it; a delete removes it and its cities; the list is fetched again', () => {
    const queryClient = client()
    applyCountryCreate(queryClient, country('tj', 'Таджикистан'))
    expect(countries(queryClient)).toEqual(['Таджикистан', 'Казахстан', 'Кыргызстан'])
    expect(stale(queryClient, cityQueries.countries().queryKey)).toBe(true)

    applyCountryUpdate(queryClient, country('kz', 'Казахстан 2'))
    expect(countries(queryClient)).toEqual(['Таджикистан', 'Казахстан 2', 'Кыргызстан'])

    applyCountryDelete(queryClient, 'kg')
    expect(countries(queryClient)).toEqual(['Таджикистан', 'Казахстан 2'])
    expect(cities(queryClient)).toBeUndefined()
  })

  it('a new city is appended, edited cities replaced by _id, a deleted one removed; each time the list is fetched again', () => {
    const queryClient = client()
    applyCityCreate(queryClient, city('c3', 'Токмок', 3))
    expect(cities(queryClient)).toEqual(['Бишкек', 'Ош', 'Токмок'])
    expect(stale(queryClient, cityQueries.cities('kg').queryKey)).toBe(true)
    applyCitiesUpdate(queryClient, 'kg', [city('c1', 'Бишкек-2', 1), city('c3', 'Токмок-2', 3)])
    expect(cities(queryClient)).toEqual(['Бишкек-2', 'Ош', 'Токмок-2'])
    applyCityDelete(queryClient, 'kg', 'c2')
    expect(cities(queryClient)).toEqual(['Бишкек-2', 'Токмок-2'])
  })
})
