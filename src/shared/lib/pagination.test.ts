import { describe, expect, it } from 'vitest'
import { clampPerPage, pageCount, pageNumbers } from './pagination'

describe('clampPerPage (spec section 9: page sizes clamped 1 to 500 on search)', () => {
  it('keeps the sizes the picker offers, 100, 250 and 500', () => {
    expect([100, 250, 500].map(clampPerPage)).toEqual([100, 250, 500])
  })

  it('brings 1000 down to 500 and 0 up to 1', () => {
    expect(clampPerPage(1000)).toBe(500)
    expect(clampPerPage(0)).toBe(1)
    expect(clampPerPage(-5)).toBe(1)
  })

  it('keeps any whole size between 1 and 500, and rounds a fraction', () => {
    expect(clampPerPage(1)).toBe(1)
    expect(clampPerPage(99)).toBe(99)
    expect(clampPerPage(42.6)).toBe(43)
  })
})

describe('pageNumbers (spec section 9: about ten page numbers with gaps)', () => {
  it('lists every page when there are ten or fewer', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageNumbers(1, 0)).toEqual([])
  })

  it('shows the first pages and a gap before the last page near the start', () => {
    expect(pageNumbers(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap', 100])
  })

  it('shows a gap on both sides of a window around the current page in the middle', () => {
    const numbers = pageNumbers(50, 100)
    expect(numbers).toEqual([1, 'gap', 47, 48, 49, 50, 51, 52, 53, 54, 'gap', 100])
    expect(numbers.filter((n) => n !== 'gap')).toHaveLength(10)
  })

  it('shows the last pages near the end and clamps a page beyond the last', () => {
    expect(pageNumbers(100, 100)).toEqual([1, 'gap', 92, 93, 94, 95, 96, 97, 98, 99, 100])
    expect(pageNumbers(500, 100)).toEqual(pageNumbers(100, 100))
  })

  it('takes another maximum', () => {
    expect(pageNumbers(10, 20, 5)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
  })
})

describe('pageCount', () => {
  it('rounds up and is 0 for an empty list', () => {
    expect(pageCount(0, 100)).toBe(0)
    expect(pageCount(320, 100)).toBe(4)
    expect(pageCount(500, 500)).toBe(1)
  })
})
