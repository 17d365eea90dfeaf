import type { Country } from '@/shared/api/common-schemas'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '@/shared/auth/cipher'
import { ADMIN_FLAGS, type AdminFlag } from '@/shared/auth/schemas'
import type { AdminRecord } from './db'
import { createRandom } from './random'
import { FIRST_NAMES, LAST_NAMES, latin } from './seed-data'

/** Staff admins beyond the README accounts: with them the administrators table has three pages at 100. */
export const STAFF_ADMIN_COUNT = 220

const DAY = 86_400_000
const FIRST_DAY = Date.UTC(2025, 1, 1)

export function adminFlags(enabled: readonly AdminFlag[]): Record<AdminFlag, boolean> {
  return Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, enabled.includes(flag)])) as Record<AdminFlag, boolean>
}

/**
 * Deterministic staff admins (own random seed, so the rest of the seed does not move): Russian
 * names, e-mails `<name>.<surname>.s<n>@staff.example.com`, password `staff<2000 + n>`, one to four
 * flags, and up to two complaint and information countries each.
 */
export function seedStaffAdmins(idOf: (n: number) => string, firstNumber: number, countries: readonly Country[]): AdminRecord[] {
  const random = createRandom(12_120_005)
  return Array.from({ length: STAFF_ADMIN_COUNT }, (_, i): AdminRecord => {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    return {
      _id: idOf(firstNumber + i),
      display_name: `${first} ${last}`,
      email: `${latin(first)}.${latin(last)}.s${i + 1}@staff.example.com`,
      password: obfuscatePassword(`staff${2000 + i + 1}`, DEFAULT_PASSWORD_SALT),
      ...adminFlags(random.sample(ADMIN_FLAGS, random.int(1, 4))),
      view_complains_country_ids: random.sample(countries, random.int(0, 2)).map((c) => c._id),
      change_info_country_ids: random.sample(countries, random.int(0, 2)).map((c) => c._id),
      createdAt: new Date(FIRST_DAY + random.int(0, 330) * DAY + random.int(0, DAY - 1)).toISOString(),
    }
  })
}
