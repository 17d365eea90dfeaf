import { describe, expect, it } from 'vitest'
import { ApiError } from './client'
import { pathId } from './path-id'

describe('an id is checked before it goes into a request path', () => {
  it('passes a record id of 24 hexadecimal digits as it is', () => {
    expect(pathId('65a000000000000000000e01')).toBe('65a000000000000000000e01')
    expect(pathId('65A000000000000000000E01')).toBe('65A000000000000000000E01')
  })

  it('refuses what would reach another path or endpoint, encoded or not', () => {
    for (const id of [
      '../admins',
      '..%2F..%2Froot',
      '%2e%2e',
      'a/b',
      '65a000000000000000000e01?x=1',
      '65a000000000000000000e01#',
      '',
      '1',
      ' 65a000000000000000000e01',
    ]) {
      expect(() => pathId(id), id).toThrow(ApiError)
    }
  })
})
