import { describe, expect, it } from 'vitest'
import { categoryListHeight } from './list-height'

describe('category list height (spec section 9: 60 px per item plus 20)', () => {
  it('is 60 px per category plus 20, and one row high when empty', () => {
    expect(categoryListHeight(7)).toBe(440)
    expect(categoryListHeight(1)).toBe(80)
    expect(categoryListHeight(0)).toBe(80)
  })
})
