import type { Random } from './random'

/** Every seed module dates its records from here, so that the seed is the same on every run. */
const SEED_EPOCH = Date.UTC(2026, 0, 10)
const DAY = 86_400_000

/** A creation date up to `maxDaysBack` days after the seed's epoch. */
export function seedDate(random: Random, maxDaysBack = 300): string {
  return new Date(SEED_EPOCH + random.int(0, maxDaysBack) * DAY + random.int(0, DAY - 1)).toISOString()
}
