/**
 * Calendar days of a date picker (Mantine dates' `YYYY-MM-DD` value) and the ISO strings the API
 * sends for them: an event's date_start / date_end are ISO at the start of the day in UTC (spec
 * section 3), so that the day is the same in every time zone.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The picker's day as ISO at 00:00 UTC, or undefined when empty or not a real day (then it is not sent). */
export function dayToIso(day: string | null | undefined): string | undefined {
  const match = day ? DAY.exec(day.trim()) : null
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = new Date(Date.UTC(year, month - 1, date))
  // 2026-02-30 would roll over into March: not a real day.
  if (time.getUTCFullYear() !== year || time.getUTCMonth() !== month - 1 || time.getUTCDate() !== date) return undefined
  return time.toISOString()
}

const two = (n: number) => String(n).padStart(2, '0')

/** An ISO date from the API back to the picker's day (read in UTC), or null when none or not a date. */
export function isoToDay(iso: string | null | undefined): string | null {
  if (!iso) return null
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return null
  return `${time.getUTCFullYear()}-${two(time.getUTCMonth() + 1)}-${two(time.getUTCDate())}`
}

/** Both days are valid and the end comes before the start. */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = dayToIso(start)
  const to = dayToIso(end)
  return from !== undefined && to !== undefined && to < from
}
