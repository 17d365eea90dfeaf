import type { Category } from '@/features/categories/schemas'
import type { Language } from '@/features/languages/schemas'
import type { City, Country } from '@/shared/api/common-schemas'
import type { WeekSchedule } from '@/shared/entries/form/schedule'
import { organizationFormText, scheduleText } from '@/shared/i18n/organizations'
import { WEEKDAYS } from '@/shared/limits'
import { contactsText, namesOf } from '@/shared/save/merge-value-text'
import { dayToWorkTimeValue, ORGANIZATION_FORM_FIELDS, type OrganizationFormField } from './schemas'

/** The form's fields in form order with their labels (the error list, the conflict dialog). */
export const organizationFieldLabels: Readonly<Record<string, string>> = Object.fromEntries(
  ORGANIZATION_FORM_FIELDS.map((field) => [field, organizationFormText.fields[field]]),
)

export type OrganizationLookups = {
  categories: readonly Category[]
  languages: readonly Language[]
  countries: readonly Country[]
  /** Every city the console has loaded (the form's pickers load them per country). */
  cities: () => readonly City[]
}

function scheduleLines(value: unknown): string {
  const week = value as WeekSchedule
  return WEEKDAYS.map((day) => {
    const text = dayToWorkTimeValue(week[day])
    const shown = text in scheduleText.scheduleTypes ? scheduleText.scheduleTypes[text as keyof typeof scheduleText.scheduleTypes] : text
    return `${scheduleText.weekdays[day]}: ${shown}`
  }).join('\n')
}

/** How an organization form's field reads in the conflict dialog: names for ids, the week day by day, labelled contacts. */
export function organizationFieldText(lookups: OrganizationLookups) {
  return (field: OrganizationFormField, value: unknown): string | undefined => {
    switch (field) {
      case 'category_id':
        return namesOf(value, lookups.categories)
      case 'sub_category_ids':
        return namesOf(
          value,
          lookups.categories.flatMap((category) => category.sub_categories ?? []),
        )
      case 'languages_ids':
        return namesOf(value, lookups.languages)
      case 'country_id':
        return namesOf(value, lookups.countries)
      case 'city_id':
      case 'additional_city_ids':
        return namesOf(value, lookups.cities())
      case 'schedule':
        return scheduleLines(value)
      case 'contacts':
        return contactsText(value)
      default:
        return undefined
    }
  }
}
