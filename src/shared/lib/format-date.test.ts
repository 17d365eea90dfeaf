import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { DATE_FORMAT } from '@/shared/limits'
import { formatCalendarDay, formatDay } from './format-date'

describe('formatDay (spec section 9: dates shown DD.MM.YYYY)', () => {
  it('gives the same text as dayjs with DATE_FORMAT', () => {
    for (const iso of ['2026-01-05T10:00:00.000Z', '2026-11-21T23:59:59.000Z', '2025-12-31T00:00:00.000Z']) {
      expect(formatDay(iso)).toBe(dayjs(iso).format(DATE_FORMAT))
    }
    expect(formatDay('2026-03-09T12:00:00.000Z')).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
  })

  it('is empty for a missing or broken date', () => {
    expect(formatDay(undefined)).toBe('')
    expect(formatDay('not a date')).toBe('')
  })
})

describe('formatCalendarDay (an event day sent as ISO at the start of the day in UTC)', () => {
  it('gives the UTC day, whatever the time zone', () => {
    expect(formatCalendarDay('2026-03-09T00:00:00.000Z')).toBe('09.03.2026')
    expect(formatCalendarDay('2026-12-31T00:00:00.000Z')).toBe('31.12.2026')
    expect(formatCalendarDay(null)).toBe('')
    expect(formatCalendarDay('nope')).toBe('')
  })
})
