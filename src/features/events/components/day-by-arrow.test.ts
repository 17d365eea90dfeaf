import { describe, expect, it } from 'vitest'
import { dayByArrow, monthOf } from './day-by-arrow'

describe('the arrow keys in a date’s calendar', () => {
  it('left and right move a day, up and down a week', () => {
    expect(dayByArrow('2026-11-18', 'ArrowLeft')).toBe('2026-11-17')
    expect(dayByArrow('2026-11-18', 'ArrowRight')).toBe('2026-11-19')
    expect(dayByArrow('2026-11-18', 'ArrowUp')).toBe('2026-11-11')
    expect(dayByArrow('2026-11-18', 'ArrowDown')).toBe('2026-11-25')
  })

  it('they cross into the next and the previous month, and the year', () => {
    expect(dayByArrow('2026-11-30', 'ArrowRight')).toBe('2026-12-01')
    expect(dayByArrow('2026-11-26', 'ArrowDown')).toBe('2026-12-03')
    expect(dayByArrow('2026-11-01', 'ArrowLeft')).toBe('2026-10-31')
    expect(dayByArrow('2026-01-03', 'ArrowUp')).toBe('2025-12-27')
  })

  it('any other key moves nowhere', () => {
    expect(dayByArrow('2026-11-18', 'Enter')).toBeNull()
    expect(dayByArrow('2026-11-18', 'Home')).toBeNull()
  })

  it('a day’s month starts on its first day', () => {
    expect(monthOf('2026-11-18')).toBe('2026-11-01')
  })
})
