import * as z from 'zod/mini'
import { eventFormText } from '@/shared/i18n/events'
import { endsBeforeStart } from '@/shared/lib/calendar-day'
import {
  entryFieldSchemas,
  fieldsWithErrors as entryFieldsWithErrors,
  hasContact,
  minTextSchema,
  photoCountFits,
} from '@/shared/lib/entry-form'
import { LIMITS } from '@/shared/limits'

const m = eventFormText.messages

const baseSchema = z.object({
  owner_id: entryFieldSchemas.owner_id,
  name: entryFieldSchemas.name,
  /** Free text, shown as typed (spec section 2); at least 2 characters (section 5). */
  holding_date: minTextSchema,
  /** The date pickers' days (`YYYY-MM-DD`) or null; both optional. */
  date_start: z.nullable(z.string()),
  date_end: z.nullable(z.string()),
  specialization: entryFieldSchemas.specialization,
  country_id: entryFieldSchemas.country_id,
  city_id: entryFieldSchemas.city_id,
  address: entryFieldSchemas.address,
  contacts: entryFieldSchemas.contacts,
  description: entryFieldSchemas.description,
  photos: entryFieldSchemas.photos,
})

export type EventFormValues = z.input<typeof baseSchema>
export type EventFormField = keyof EventFormValues

/**
 * The event form's schema: every rule of spec section 5 "Event" with its message, plus what the
 * spec leaves open and docs/api.md settles: the city is required and the end date may not come
 * before the start date. Photos count only on create.
 */
export function eventFormSchema(mode: 'create' | 'edit') {
  return baseSchema.check(
    z.superRefine((values: z.output<typeof baseSchema>, ctx) => {
      const issue = (path: EventFormField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (!values.city_id) issue('city_id', m.cityRequired)
      if (endsBeforeStart(values.date_start, values.date_end)) issue('date_end', m.endBeforeStart)
      if (!hasContact(values.contacts)) issue('contacts', m.contactsRequired)
      if (mode === 'create' && !photoCountFits(values.photos.length)) issue('photos', m.photosCount(LIMITS.photosMin, LIMITS.photosMax))
    }),
  )
}

export type EventFormSchema = ReturnType<typeof eventFormSchema>
export type EventFormOutput = z.output<EventFormSchema>

/** The form's fields in form order. */
export const EVENT_FORM_FIELDS = Object.keys(baseSchema.shape) as EventFormField[]

/** The fields with an error, in form order, for the list under 'There are errors in the following fields'. */
export function fieldsWithErrors(errors: Partial<Record<string, unknown>>): EventFormField[] {
  return entryFieldsWithErrors(EVENT_FORM_FIELDS, errors)
}
