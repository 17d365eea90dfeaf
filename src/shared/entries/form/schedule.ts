import { LIMITS, type SCHEDULE_TYPES, type Weekday } from '@/shared/limits'

/** A weekday's schedule type (spec section 3: the form also uses the type hours). */
export type ScheduleType = (typeof SCHEDULE_TYPES)[number]

/** One weekday in a form: a type ('' while unset), and the start and end times for the type hours. */
export type DaySchedule = { type: ScheduleType | ''; start: string; end: string }
export type WeekSchedule = Record<Weekday, DaySchedule>

export const emptyDay = (): DaySchedule => ({ type: '', start: '', end: '' })

/**
 * The time mask of spec section 5: digits and colon only, the colon inserted after two digits,
 * at most five characters (HH:MM).
 */
export function maskTime(input: string): string {
  const digits = input.replace(/[^\d]/g, '').slice(0, 4)
  if (digits.length <= 2) {
    // Keep a colon the person typed right after two digits.
    return digits.length === 2 && /^\d{2}:/.test(input) ? `${digits}:` : digits
  }
  return `${digits.slice(0, 2)}:${digits.slice(2)}`.slice(0, LIMITS.timeInputLength)
}

/** Typing a time sets the type to hours (spec section 4 "Forms"). */
export function withTime(day: DaySchedule, field: 'start' | 'end', input: string): DaySchedule {
  return { ...day, type: 'hours', [field]: maskTime(input) }
}

/** Pressing a type clears the times and sets the type (spec section 4 "Forms"). */
export function withType(_day: DaySchedule, type: ScheduleType): DaySchedule {
  return { type, start: '', end: '' }
}
