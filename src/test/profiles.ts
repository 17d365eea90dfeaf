import type { Country } from '@/shared/api/common-schemas'
import { ADMIN_FLAGS, type AdminFlag, type Profile } from '@/shared/auth/schemas'

/** A country with a predictable 24-character id. */
export const testCountry = (n: number, name: string): Country => ({
  _id: `0c000000000000000000000${n}`,
  name,
  flag_url: `/uploads/flags/${n}.svg`,
})

/** An admin with no flags and the given complaint-viewing and info-editing countries. */
export function testAdmin(countries: { info?: Country[]; complaints?: Country[] } = {}): Profile {
  const info = countries.info ?? []
  const complaints = countries.complaints ?? []
  return {
    _id: 'ad0000000000000000000001',
    isAdmin: true,
    isRoot: false,
    display_name: 'Anna',
    ...(Object.fromEntries(ADMIN_FLAGS.map((flag) => [flag, false])) as Record<AdminFlag, boolean>),
    change_info_countries: info,
    change_info_country_ids: info.map((c) => c._id),
    view_complains_countries: complaints,
    view_complains_country_ids: complaints.map((c) => c._id),
  }
}
