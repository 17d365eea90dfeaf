import type { Country } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'

/**
 * A country as the merge of its editor's save compares it: the name, and the flag as its stored
 * address or, on this admin's side, the newly chosen file (a file is always a change of the flag).
 */
export type CountryValues = { name: string; flag: string | File }

export const countryValues = (country: Country): CountryValues => ({ name: country.name, flag: country.flag_url })

/** How a country's value reads in the conflict dialog: a chosen file by its name, a stored flag as saved (undefined: as it is). */
export function describeCountryValue(field: string, value: unknown): string | undefined {
  if (field !== 'flag') return undefined
  return value instanceof File ? citiesText.flagChosen(value.name) : citiesText.flagStored
}
