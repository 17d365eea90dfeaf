import { dayToIso, isoToDay } from '@/shared/lib/calendar-day'
import { contactsToForm, emptyContacts, trimContacts } from '@/shared/lib/entry-form'
import type { EventFormValues } from './form-schema'
import type { Event, EventPayload } from './schemas'

type DateKey = 'date_start' | 'date_end'

/**
 * The payload of spec section 3 from the form's values: texts trimmed, date_start / date_end as ISO
 * at the start of the day in UTC, sent only when valid (an empty or invalid date is left out).
 * `cleared` names the dates an edit had on load and the admin emptied: those go as null, so that
 * the server clears them instead of keeping them (docs/api.md).
 */
export function buildEventPayload(values: EventFormValues, options: { cleared?: readonly DateKey[] } = {}): EventPayload {
  const payload: EventPayload = {
    owner_id: values.owner_id.trim(),
    name: values.name.trim(),
    country_id: values.country_id,
    city_id: values.city_id,
    holding_date: values.holding_date.trim(),
    specialization: values.specialization.trim(),
    address: values.address.trim(),
    contacts: trimContacts(values.contacts),
    description: values.description.trim(),
  }
  for (const key of ['date_start', 'date_end'] as const) {
    const iso = dayToIso(values[key])
    if (iso) payload[key] = iso
    else if (options.cleared?.includes(key) && !values[key]) payload[key] = null
  }
  return payload
}

export function emptyEventForm(countryId = ''): EventFormValues {
  return {
    owner_id: '',
    name: '',
    holding_date: '',
    date_start: null,
    date_end: null,
    specialization: '',
    country_id: countryId,
    city_id: '',
    address: '',
    contacts: emptyContacts(),
    description: '',
    photos: [],
  }
}

/** An event as the edit form's values: every field filled, the dates back from ISO to the pickers' days. */
export function eventToFormValues(event: Event): EventFormValues {
  return {
    ...emptyEventForm(),
    owner_id: event.user._id,
    name: event.name,
    holding_date: event.holding_date,
    date_start: isoToDay(event.date_start),
    date_end: isoToDay(event.date_end),
    specialization: event.specialization,
    country_id: event.country._id || event.city?.country_id || '',
    city_id: event.city?._id ?? '',
    address: event.address,
    contacts: contactsToForm(event.contacts),
    description: event.description,
  }
}
