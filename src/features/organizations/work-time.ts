import { emptyDay, type DaySchedule, type ScheduleType, type WeekSchedule } from '@/shared/lib/schedule'
import { LIMITS, SCHEDULE_TYPES, WEEKDAYS, type Weekday } from '@/shared/limits'

export { emptyDay, maskTime, withTime, withType, type DaySchedule, type ScheduleType, type WeekSchedule } from '@/shared/lib/schedule'

export type WorkTime = Record<Weekday, string>

/** The types stored as their own name (every type but hours, which is stored as its times). */
const FIXED_TYPES: readonly string[] = SCHEDULE_TYPES.filter((type) => type !== 'hours')
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

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
  if (FIXED_TYPES.includes(text)) return { type: text as ScheduleType, start: '', end: '' }
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
