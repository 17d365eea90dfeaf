import { describe, expect, it } from 'vitest'
import type { City } from '@/shared/api/common-schemas'
import { catalogueText } from '@/shared/i18n/categories'
import { citiesText } from '@/shared/i18n/cities'
import { draftOf, newCityDraft } from './city-rows'
import { cityRowsFormSchema, cityRowSchema, type CityDraft } from './schemas'

const v = citiesText.validation
const bishkek: City = { _id: 'c1', name: 'Бишкек', sort: 1, coordinates: { lat: 42.87, lon: 74.57 }, country_id: 'kg' }
const osh: City = { _id: 'c2', name: 'Ош', sort: 2, coordinates: { lat: 40.53, lon: 72.8 }, country_id: 'kg' }

/** Each refused cell with its message. */
function errorsOf(row: CityDraft): Record<string, string> {
  const issues = cityRowSchema.safeParse(row).error?.issues ?? []
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('a row of the cities table (spec section 5)', () => {
  it('name at least 2 characters after trimming ("Минимум 2 символа"), sent trimmed', () => {
    expect(errorsOf({ ...draftOf(bishkek), name: ' Б ' })).toEqual({ name: catalogueText.nameMin })
    expect(errorsOf({ ...draftOf(bishkek), name: 'Ош' })).toEqual({})
    expect(cityRowSchema.parse({ ...draftOf(bishkek), name: ' Бишкек ' }).name).toBe('Бишкек')
  })

  it('lat within −90…90 and lon within −180…180, as plain numbers', () => {
    expect(errorsOf({ ...draftOf(bishkek), lat: '90', lon: '-180' })).toEqual({})
    expect(errorsOf({ ...draftOf(bishkek), lat: '90.01', lon: '180.5' })).toEqual({ lat: v.latRange, lon: v.lonRange })
    expect(errorsOf({ ...draftOf(bishkek), lat: '', lon: 'abc' })).toEqual({ lat: v.latRange, lon: v.lonRange })
  })

  it('sort of an existing city is a whole number or empty; a new city has none to check', () => {
    expect(errorsOf({ ...draftOf(bishkek), sort: '' })).toEqual({})
    expect(errorsOf({ ...draftOf(bishkek), sort: ' -3 ' })).toEqual({})
    expect(errorsOf({ ...draftOf(bishkek), sort: '1.5' })).toEqual({ sort: v.sortNumber })
    expect(errorsOf({ ...newCityDraft(), sort: '1.5' })).toEqual({})
  })

  it('each error belongs to its own cell, every wrong cell of a row at once', () => {
    expect(errorsOf({ ...draftOf(bishkek), name: 'Б', sort: 'x', lat: '91' })).toEqual({
      name: catalogueText.nameMin,
      sort: v.sortNumber,
      lat: v.latRange,
    })
  })

  it('the table holds each row at its place in the form', () => {
    const result = cityRowsFormSchema.safeParse({
      rows: [{ ...draftOf(bishkek), name: 'Б' }, draftOf(osh), { ...newCityDraft(), lon: '200' }],
    })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rows.0.name', catalogueText.nameMin],
      ['rows.2.lon', v.lonRange],
    ])
  })
})
