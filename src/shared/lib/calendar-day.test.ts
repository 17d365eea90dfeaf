import { describe, expect, it } from 'vitest'
import { dayToIso, endsBeforeStart, isoToDay } from './calendar-day'

describe('calendar days (spec section 3: date_start / date_end as ISO at the start of the day in UTC, only when valid)', () => {
  it('turns a picked day into ISO at 00:00 UTC', () => {
    expect(dayToIso('2026-11-23')).toBe('2026-11-23T00:00:00.000Z')
    expect(dayToIso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z')
    expect(dayToIso(' 2027-01-05 ')).toBe('2027-01-05T00:00:00.000Z')
  })

  it('gives nothing for an empty or invalid day, so that it is left out of the payload', () => {
    expect(dayToIso(null)).toBeUndefined()
    expect(dayToIso(undefined)).toBeUndefined()
    expect(dayToIso('')).toBeUndefined()
    expect(dayToIso('23.11.2026')).toBeUndefined()
    expect(dayToIso('2026-02-30')).toBeUndefined()
    expect(dayToIso('2025-02-29')).toBeUndefined()
    expect(dayToIso('2026-13-01')).toBeUndefined()
    expect(dayToIso('2026-11-23 10:00:00')).toBeUndefined()
  })

  it('reads an ISO date back as the same calendar day in UTC, whatever the hour', () => {
    expect(isoToDay('2026-11-23T00:00:00.000Z')).toBe('2026-11-23')
    expect(isoToDay('2026-11-23T23:59:59.000Z')).toBe('2026-11-23')
    expect(isoToDay('2026-01-05T00:00:00+03:00')).toBe('2026-01-04')
    expect(isoToDay(null)).toBeNull()
    expect(isoToDay('')).toBeNull()
    expect(isoToDay('not a date')).toBeNull()
  })

  it('round-trips a day through ISO', () => {
    for (const day of ['2025-10-01', '2026-06-30', '2027-12-31']) expect(isoToDay(dayToIso(day))).toBe(day)
  })

  it('knows when the end comes before the start (only when both are valid days)', () => {
    expect(endsBeforeStart('2026-11-23', '2026-11-22')).toBe(true)
    expect(endsBeforeStart('2026-11-23', '2026-11-23')).toBe(false)
    expect(endsBeforeStart('2026-11-23', '2027-01-01')).toBe(false)
    expect(endsBeforeStart('2026-11-23', null)).toBe(false)
    expect(endsBeforeStart(null, '2026-11-22')).toBe(false)
  })
})
