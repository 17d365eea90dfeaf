import type { City, Country } from '@/shared/api/common-schemas'
import { contactsText, dayText, namesOf } from '@/shared/save/merge-value-text'
import type { EventFormField } from './schemas'

/** How an event form's field reads in the conflict dialog: names for ids, days as DD.MM.YYYY, labelled contacts. */
export function eventFieldText(countries: readonly Country[], cities: () => readonly City[]) {
  return (field: EventFormField, value: unknown): string | undefined => {
    switch (field) {
      case 'country_id':
        return namesOf(value, countries)
      case 'city_id':
        return namesOf(value, cities())
      case 'date_start':
      case 'date_end':
        return dayText(value)
      case 'contacts':
        return contactsText(value)
      default:
        return undefined
    }
  }
}
