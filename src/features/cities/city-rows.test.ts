import { describe, expect, it } from 'vitest'
import type { City } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'
import { LIMITS } from '@/shared/limits'
import { changedCityEdits, cityEditOf, draftOf, newCityBodyOf, newCityDraft } from './city-rows'
import { cityRowSchema } from './schemas'

const city = (id: string, name: string, sort: number | null, lat = 42.87, lon = 74.57): City => ({
  _id: id,
  name,
  sort,
  coordinates: { lat, lon },
  country_id: 'kg',
})
const bishkek = city('c1', 'Бишкек', 1)
const osh = city('c2', 'Ош', 2, 40.53, 72.8)

describe('a new city row (spec sections 2 and 9)', () => {
  it('starts with the placeholder name and lat and lon 12.345, and is valid as it is', () => {
    const draft = newCityDraft()
    expect(draft).toMatchObject({ _id: null, name: citiesText.newCityName, lat: '12.345', lon: '12.345' })
    expect(LIMITS.newCityLatLon).toBe(12.345)
    expect(cityRowSchema.safeParse(draft).success).toBe(true)
    expect(newCityBodyOf({ ...draft, name: '  Нарын ' }, 'kg')).toEqual({ country_id: 'kg', name: 'Нарын', lat: 12.345, lon: 12.345 })
  })
})

describe('saving edits (PUT /admins/cities sends the edited cities)', () => {
  it('sends every edited row and only those, with numbers and an emptied sort as null', () => {
    const drafts = [{ ...draftOf(bishkek), name: 'Бишкек-2' }, { ...draftOf(osh), lat: '40.6', sort: '' }, draftOf(city('c3', 'Токмок', 3))]
    expect(changedCityEdits(drafts, [bishkek, osh, city('c3', 'Токмок', 3)])).toEqual([
      { _id: 'c1', name: 'Бишкек-2', sort: 1, coordinates: { lat: 42.87, lon: 74.57 } },
      { _id: 'c2', name: 'Ош', sort: null, coordinates: { lat: 40.6, lon: 72.8 } },
    ])
  })

  it('an untouched row, or one typed back to its value, is not sent', () => {
    expect(changedCityEdits([draftOf(bishkek), { ...draftOf(osh), lat: '40.530' }], [bishkek, osh])).toEqual([])
    expect(cityEditOf({ ...draftOf(bishkek), name: ' Бишкек ' })).toEqual({
      _id: 'c1',
      name: 'Бишкек',
      sort: 1,
      coordinates: { lat: 42.87, lon: 74.57 },
    })
  })
})
