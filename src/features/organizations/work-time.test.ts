import { describe, expect, it } from 'vitest'
import { WEEKDAYS } from '@/shared/limits'
import {
  dayToWorkTimeValue,
  emptyWeek,
  maskTime,
  parseWorkTimeValue,
  scheduleToWorkTime,
  withTime,
  withType,
  workTimeToSchedule,
} from './work-time'

describe('work_time conversion (spec section 3 "Work time value", section 4 "Forms")', () => {
  it('turns an 11-character start-end string into type hours with start and end', () => {
    expect(parseWorkTimeValue('09:00-18:00')).toEqual({ type: 'hours', start: '09:00', end: '18:00' })
  })

  it('turns day_off, temp_closed and whole_day into that type with no times', () => {
    expect(parseWorkTimeValue('day_off')).toEqual({ type: 'day_off', start: '', end: '' })
    expect(parseWorkTimeValue('temp_closed')).toEqual({ type: 'temp_closed', start: '', end: '' })
    expect(parseWorkTimeValue('whole_day')).toEqual({ type: 'whole_day', start: '', end: '' })
  })

  it('leaves a missing or malformed value unfilled', () => {
    expect(parseWorkTimeValue(undefined)).toEqual({ type: '', start: '', end: '' })
    expect(parseWorkTimeValue('9-18')).toEqual({ type: '', start: '', end: '' })
  })

  it('round-trips a whole week', () => {
    const workTime = {
      monday: '09:00-18:00',
      tuesday: '10:30-19:45',
      wednesday: 'day_off',
      thursday: 'temp_closed',
      friday: 'whole_day',
      saturday: '00:00-23:59',
      sunday: 'day_off',
    }
    expect(scheduleToWorkTime(workTimeToSchedule(workTime))).toEqual(workTime)
  })

  it('gives an empty string for hours without two valid times', () => {
    expect(dayToWorkTimeValue({ type: 'hours', start: '09:00', end: '' })).toBe('')
    expect(dayToWorkTimeValue({ type: 'hours', start: '25:00', end: '18:00' })).toBe('')
    expect(dayToWorkTimeValue({ type: '', start: '', end: '' })).toBe('')
    expect(Object.keys(scheduleToWorkTime(emptyWeek()))).toEqual([...WEEKDAYS])
  })
})

describe('time input mask (spec section 5 "Time input")', () => {
  it('keeps digits and the colon only', () => {
    expect(maskTime('a1b')).toBe('1')
    expect(maskTime('09:3x')).toBe('09:3')
  })

  it('inserts the colon after two digits', () => {
    expect(maskTime('093')).toBe('09:3')
    expect(maskTime('0930')).toBe('09:30')
    expect(maskTime('09:')).toBe('09:')
  })

  it('caps the value at 5 characters', () => {
    expect(maskTime('09:3012')).toBe('09:30')
    expect(maskTime('123456789')).toHaveLength(5)
  })
})

describe('schedule editing (spec section 4 "Forms")', () => {
  it('typing a time sets the type to hours', () => {
    expect(withTime({ type: 'day_off', start: '', end: '' }, 'start', '0900')).toEqual({ type: 'hours', start: '09:00', end: '' })
  })

  it('pressing a type clears the times and sets the type', () => {
    expect(withType({ type: 'hours', start: '09:00', end: '18:00' }, 'whole_day')).toEqual({ type: 'whole_day', start: '', end: '' })
  })
})
