const two = (n: number) => `${n < 10 ? '0' : ''}${n}`

function dayText(iso: string | null | undefined, utc: boolean): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return utc
    ? `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`
    : `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`
}

/**
 * DD.MM.YYYY (spec section 9 "Date display", DATE_FORMAT) in local time: the same text as
 * dayjs(iso).format(DATE_FORMAT), at a fraction of the cost when hundreds of cards show a date.
 */
export function formatDay(iso: string | null | undefined): string {
  return dayText(iso, false)
}

/**
 * DD.MM.YYYY of a calendar day sent as ISO at the start of the day in UTC (an event's start and end
 * dates, spec section 3): read in UTC, so that the day is the same in every time zone.
 */
export function formatCalendarDay(iso: string | null | undefined): string {
  return dayText(iso, true)
}
