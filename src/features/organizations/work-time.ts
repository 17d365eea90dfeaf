import { LIMITS, WEEKDAYS, type Weekday } from '../../shared/limits'

/** The form's schedule type per weekday (spec section 3: the form also uses the type hours). */
export type ScheduleType = 'hours' | 'day_off' | 'temp_closed' | 'whole_day'

/** One weekday in the form: a type, and the start and end times for the type hours. */
export type DaySchedule = { type: ScheduleType | ''; start: string; end: string }
export type WeekSchedule = Record<Weekday, DaySchedule>
export type WorkTime = Record<Weekday, string>

const FIXED_TYPES = ['day_off', 'temp_closed', 'whole_day'] as const
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export const emptyDay = (): DaySchedule => ({ type: '', start: '', end: '' })

export function emptyWeek(): WeekSchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, emptyDay()])) as WeekSchedule
}

/** A valid 24-hour HH:MM time. */
export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value)
}

/** A work_time string ('09:00-18:00' or one of the fixed types) as the form's day. */
export function parseWorkTimeValue(value: string | null | undefined): DaySchedule {
  const text = (value ?? '').trim()
  if ((FIXED_TYPES as readonly string[]).includes(text)) return { type: text as ScheduleType, start: '', end: '' }
  if (text.length === LIMITS.workTimeLength && text[5] === '-') {
    return { type: 'hours', start: text.slice(0, 5), end: text.slice(6) }
  }
  return emptyDay()
}

/** The server's work_time object (monday..sunday) as the form's week. */
export function workTimeToSchedule(workTime: Partial<Record<string, string>> | null | undefined): WeekSchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, parseWorkTimeValue(workTime?.[day])])) as WeekSchedule
}

/** A form day as its work_time string; '' when it is not filled. */
export function dayToWorkTimeValue(day: DaySchedule): string {
  if (day.type === 'hours') return isTime(day.start) && isTime(day.end) ? `${day.start}-${day.end}` : ''
  return day.type
}

/** A day is filled when it has a fixed type, or hours with two valid times. */
export function isDayFilled(day: DaySchedule): boolean {
  return dayToWorkTimeValue(day) !== ''
}

export function scheduleToWorkTime(week: WeekSchedule): WorkTime {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, dayToWorkTimeValue(week[day])])) as WorkTime
}

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
