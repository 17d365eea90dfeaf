import { describe, expect, it } from 'vitest'
import { applySortChanges, bySort, cleanSortInput, sortDiff, sortText } from './sort-diff'

const rows = [
  { _id: 'a', sort: 1 },
  { _id: 'b', sort: '2' },
  { _id: 'c', sort: null },
  { _id: 'd', sort: 4 },
]

describe('sort diff (spec section 5: only changed values are saved; an empty value is sent as null)', () => {
  it('sends nothing when nothing was typed or every typed value equals the saved one', () => {
    expect(sortDiff(rows, {})).toEqual([])
    expect(sortDiff(rows, { a: '1', b: '2', c: '', d: ' 4 ' })).toEqual([])
  })

  it('a value typed back to the saved one (also with leading zeros) is not a change', () => {
    expect(sortDiff(rows, { a: '01', b: '002' })).toEqual([])
  })

  it('sends only the changed rows, as numbers, in list order', () => {
    expect(sortDiff(rows, { d: '1', a: '7', b: '2' })).toEqual([
      { id: 'a', sort: 7 },
      { id: 'd', sort: 1 },
    ])
  })

  it('an emptied field is sent as null; a value typed into an empty one is sent', () => {
    expect(sortDiff(rows, { a: '', b: '  ', c: '3' })).toEqual([
      { id: 'a', sort: null },
      { id: 'b', sort: null },
      { id: 'c', sort: 3 },
    ])
  })

  it('ignores drafts of rows that are no longer listed', () => {
    expect(sortDiff(rows, { gone: '5' })).toEqual([])
  })

  it('shows saved values as text and keeps only digits of what is typed', () => {
    expect(sortText(null)).toBe('')
    expect(sortText(3)).toBe('3')
    expect(sortText(' 5 ')).toBe('5')
    expect(cleanSortInput('1a2-3 ')).toBe('123')
  })

  it('applies saved changes in place without moving rows', () => {
    const next = applySortChanges(rows, [
      { id: 'b', sort: null },
      { id: 'd', sort: 9 },
    ])
    expect(next.map((row) => [row._id, row.sort])).toEqual([
      ['a', 1],
      ['b', null],
      ['c', null],
      ['d', 9],
    ])
    expect(next[0]).toBe(rows[0])
  })
})

describe('bySort (article blocks and articles)', () => {
  const block = (id: string, sort: number | string | null) => ({ _id: id, sort })

  it('rows show sorted by sort, empty values last, ties in server order', () => {
    const sorted = bySort([block('x', null), block('a', '3'), block('b', 1), block('c', 3), block('d', '')])
    expect(sorted.map((b) => b._id)).toEqual(['b', 'a', 'c', 'x', 'd'])
  })
})
