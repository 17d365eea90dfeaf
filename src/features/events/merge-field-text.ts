import type { City, Country } from '@/shared/api/common-schemas'
import { eventFormText } from '@/shared/i18n/events'
import { contactsText, dayText, namesOf } from '@/shared/save/merge-value-text'
import { EVENT_FORM_FIELDS, type EventFormField } from './schemas'

/** The form's fields in form order with their labels (the error list, the conflict dialog). */
export const eventFieldLabels: Readonly<Record<string, string>> = Object.fromEntries(
  EVENT_FORM_FIELDS.map((field) => [field, eventFormText.fields[field]]),
)

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
