import { describe, expect, it } from 'vitest'
import { coordinateInRange, LAT_LIMIT, LON_LIMIT } from './coordinates'

describe('coordinateInRange (spec section 5: lat −90…90, lon −180…180)', () => {
  it('accepts decimal numbers up to the limit, both signs', () => {
    expect(coordinateInRange('12.345', LAT_LIMIT)).toBe(true)
    expect(coordinateInRange(' -90 ', LAT_LIMIT)).toBe(true)
    expect(coordinateInRange('180', LON_LIMIT)).toBe(true)
    expect(coordinateInRange('0', LON_LIMIT)).toBe(true)
  })

  it('refuses values past the limit, empty text and anything but a plain number', () => {
    expect(coordinateInRange('90.0001', LAT_LIMIT)).toBe(false)
    expect(coordinateInRange('-180.5', LON_LIMIT)).toBe(false)
    expect(coordinateInRange('', LAT_LIMIT)).toBe(false)
    expect(coordinateInRange('12,5', LAT_LIMIT)).toBe(false)
    expect(coordinateInRange('1e2', LON_LIMIT)).toBe(false)
    expect(coordinateInRange('abc', LAT_LIMIT)).toBe(false)
  })
})
