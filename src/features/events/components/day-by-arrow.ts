import dayjs from 'dayjs'

const STEP_IN_DAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/**
 * The day (`YYYY-MM-DD`) an arrow key moves to from `day` in a calendar of weeks: a day back or on, a week up or
 * down. Null for any other key.
 */
export function dayByArrow(day: string, key: string): string | null {
  const step = STEP_IN_DAYS[key]
  return step === undefined ? null : dayjs(day).add(step, 'day').format('YYYY-MM-DD')
}

/** The first day (`YYYY-MM-DD`) of `day`'s month. */
export const monthOf = (day: string) => dayjs(day).startOf('month').format('YYYY-MM-DD')
