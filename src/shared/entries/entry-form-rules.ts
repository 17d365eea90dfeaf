import * as z from 'zod/mini'
import type { Contacts } from '@/shared/api/common-schemas'
import { entryFormText } from '@/shared/i18n/ru'
import { CONTACT_CHANNELS, LIMITS } from '@/shared/limits'

const m = entryFormText.messages

/** The seven contact channels as the form holds them (every one a string, empty allowed). */
export const contactsFormSchema = z.object(
  Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, z.string()])) as Record<
    (typeof CONTACT_CHANNELS)[number],
    z.ZodMiniString<string>
  >,
)

/** A text of at least two characters after trimming (spec section 5 "other text at least 2"). */
export const minTextSchema = z.string().check(z.trim(), z.minLength(LIMITS.nameMin, m.min2))

/**
 * The fields both entry forms (organization and event) have, each with its rule of spec
 * section 5. Rules spanning fields (at least one contact, the photo count) are in the helpers below,
 * called from each form's superRefine.
 */
export const entryFieldSchemas = {
  owner_id: z.string().check(z.trim(), z.length(LIMITS.ownerIdLength, m.ownerId)),
  name: z.string().check(z.trim(), z.minLength(LIMITS.nameMin, m.nameLength), z.maxLength(LIMITS.entityNameMax, m.nameLength)),
  specialization: minTextSchema,
  country_id: z.string(),
  city_id: z.string(),
  address: z.string(),
  contacts: contactsFormSchema,
  description: minTextSchema,
  photos: z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)),
}

/** At least one contact channel is filled (spec section 5). */
export function hasContact(contacts: Contacts): boolean {
  return CONTACT_CHANNELS.some((channel) => contacts[channel].trim() !== '')
}

/** The photo count on create is between the minimum and the maximum (spec sections 5 and 9). */
export function photoCountFits(count: number): boolean {
  return count >= LIMITS.photosMin && count <= LIMITS.photosMax
}

export function emptyContacts(): Contacts {
  return Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, ''])) as Contacts
}

/** The contacts as sent: every channel trimmed. */
export function trimContacts(contacts: Contacts): Contacts {
  return Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, contacts[channel].trim()])) as Contacts
}

/** An entry's contacts as the form's values (a missing or null channel reads as empty). */
export function contactsToForm(contacts: Partial<Record<string, string | null>> | null | undefined): Contacts {
  return Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, contacts?.[channel] ?? ''])) as Contacts
}

/** The fields with an error, in the form's order, for the list under 'There are errors in the following fields'. */
export function fieldsWithErrors<F extends string>(order: readonly F[], errors: Partial<Record<string, unknown>>): F[] {
  return order.filter((field) => errors[field] !== undefined)
}
