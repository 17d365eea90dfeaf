import { describe, expect, it } from 'vitest'
import type { City } from '@/shared/api/common-schemas'
import { catalogueText } from '@/shared/i18n/catalogue'
import { citiesText } from '@/shared/i18n/cities'
import { LIMITS } from '@/shared/limits'
import {
  changedCityEdits,
  cityEditOf,
  hasUnsavedCityRows,
  draftOf,
  newCityBodyOf,
  newCityDraft,
  validateCityDraft,
  validateCityDrafts,
} from './city-rows'

const v = citiesText.validation
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
    expect(validateCityDraft(draft)).toEqual({})
    expect(newCityBodyOf({ ...draft, name: '  Нарын ' }, 'kg')).toEqual({ country_id: 'kg', name: 'Нарын', lat: 12.345, lon: 12.345 })
  })
})

describe('city row validation (spec section 5)', () => {
  it('name at least 2 characters after trimming', () => {
    expect(validateCityDraft({ ...draftOf(bishkek), name: ' Б ' })).toEqual({ name: catalogueText.nameMin })
    expect(validateCityDraft({ ...draftOf(bishkek), name: 'Ош' })).toEqual({})
  })

  it('lat within −90…90 and lon within −180…180, as plain numbers', () => {
    expect(validateCityDraft({ ...draftOf(bishkek), lat: '90', lon: '-180' })).toEqual({})
    expect(validateCityDraft({ ...draftOf(bishkek), lat: '90.01', lon: '180.5' })).toEqual({ lat: v.latRange, lon: v.lonRange })
    expect(validateCityDraft({ ...draftOf(bishkek), lat: '', lon: 'abc' })).toEqual({ lat: v.latRange, lon: v.lonRange })
  })

  it('sort of an existing city is a whole number or empty; each error belongs to its own cell', () => {
    expect(validateCityDraft({ ...draftOf(bishkek), sort: '' })).toEqual({})
    expect(validateCityDraft({ ...draftOf(bishkek), sort: '1.5' })).toEqual({ sort: v.sortNumber })
    expect(validateCityDrafts([{ ...draftOf(bishkek), name: 'Б' }, draftOf(osh), { ...newCityDraft(), lon: '200' }])).toEqual({
      c1: { name: catalogueText.nameMin },
      'new-city': { lon: v.lonRange },
    })
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

describe('unsaved city rows (the leave guard asks before they are lost)', () => {
  const stored = [{ _id: 'c1', name: 'Алматы', sort: 1, coordinates: { lat: 43.2, lon: 76.9 }, country_id: 'k' }]
  it('viewing holds nothing unsaved; a new row counts once it differs from the default new row', () => {
    expect(hasUnsavedCityRows('view', [], stored)).toBe(false)
    const fresh = [...stored.map(draftOf), newCityDraft()]
    expect(hasUnsavedCityRows('create', fresh, stored)).toBe(false)
    expect(
      hasUnsavedCityRows(
        'create',
        fresh.map((row) => (row._id === null ? { ...row, name: 'Токмок' } : row)),
        stored,
      ),
    ).toBe(true)
  })
  it('an edit counts once a city would be sent changed', () => {
    const rows = stored.map(draftOf)
    expect(hasUnsavedCityRows('edit', rows, stored)).toBe(false)
    expect(
      hasUnsavedCityRows(
        'edit',
        rows.map((row) => ({ ...row, name: 'Алма-Ата' })),
        stored,
      ),
    ).toBe(true)
  })
})
