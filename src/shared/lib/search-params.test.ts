import { describe, expect, it } from 'vitest'
import { idSearchSchema, isActiveParam, listSearchSchema, searchFlagSchema } from './search-params'

describe('listSearchSchema', () => {
  it('fills every key with its default when the URL has none', () => {
    expect(listSearchSchema.parse({})).toEqual({ q: '', page: 1, per_page: 100, status: 'all' })
  })

  it('keeps valid values and coerces numbers from URL text', () => {
    expect(listSearchSchema.parse({ q: 'кафе', page: '3', per_page: '250', status: 'banned' })).toEqual({
      q: 'кафе',
      page: 3,
      per_page: 250,
      status: 'banned',
    })
  })

  it('falls back to the defaults on bad values: page below 1, a page size that is not a number, an unknown status', () => {
    expect(listSearchSchema.parse({ q: 5, page: 0, per_page: 'x', status: 'deleted' })).toEqual({
      q: '',
      page: 1,
      per_page: 100,
      status: 'all',
    })
    expect(listSearchSchema.parse({ page: 'x', per_page: 'all' })).toMatchObject({ page: 1, per_page: 100 })
  })

  it('clamps the page size to 1..500 (spec section 9): 1000 → 500, 0 → 1, 99 stays 99', () => {
    expect(listSearchSchema.parse({ per_page: 1000 }).per_page).toBe(500)
    expect(listSearchSchema.parse({ per_page: '1000' }).per_page).toBe(500)
    expect(listSearchSchema.parse({ per_page: '0' }).per_page).toBe(1)
    expect(listSearchSchema.parse({ per_page: '99' }).per_page).toBe(99)
  })
})

describe('searchFlagSchema', () => {
  it('reads true and "true" as true, anything else as false', () => {
    expect(searchFlagSchema.parse(true)).toBe(true)
    expect(searchFlagSchema.parse('true')).toBe(true)
    expect(searchFlagSchema.parse('false')).toBe(false)
    expect(searchFlagSchema.parse(undefined)).toBe(false)
    expect(searchFlagSchema.parse('yes')).toBe(false)
  })
})

describe('isActiveParam', () => {
  it('maps the status filter to the is_active query value', () => {
    expect(isActiveParam('all')).toBe('all')
    expect(isActiveParam('active')).toBe('true')
    expect(isActiveParam('banned')).toBe('false')
  })
})

describe('the ?id= of the routes that open one entry', () => {
  it('keeps a given id and falls back to an empty one for a missing or malformed value', () => {
    expect(idSearchSchema.parse({ id: 'abc' })).toEqual({ id: 'abc' })
    expect(idSearchSchema.parse({})).toEqual({ id: '' })
    expect(idSearchSchema.parse({ id: 42 })).toEqual({ id: '' })
  })
})
