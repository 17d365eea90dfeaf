import * as z from 'zod/mini'
import { CONTACT_CHANNELS } from '@/shared/limits'

/** Ids are 24-character lowercase hex strings (api-contract "Envelope and errors"). */
export const objectIdSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/))
export const isoDateSchema = z.string()

export const photoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  preview_url: z.string(),
  title: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
})
export type Photo = z.infer<typeof photoSchema>

/** The carousel of an entry as a list keeps it: only its first photo, the card's cover. */
export const coverPhotosSchema = z.pipe(
  z.array(z.object({ preview_url: z.string() })),
  z.transform((photos: { preview_url: string }[]) => photos.slice(0, 1)),
)

export const okSchema = z.object({})

export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/**
 * The seven contact channels of an entry (spec section 3); empty strings are allowed, a
 * missing one reads as empty.
 */
export const contactsSchema = z.object(
  Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, z._default(z.string(), '')])) as Record<
    ContactChannel,
    z.ZodMiniDefault<z.ZodMiniString<string>>
  >,
)
export type Contacts = z.infer<typeof contactsSchema>

/** The owner of an entry (an organization or an event): `user: {_id, email, createdAt}`. */
export const entryOwnerSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: isoDateSchema,
})
export type EntryOwner = z.infer<typeof entryOwnerSchema>

export const coordinatesSchema = z.object({ lat: z.number(), lon: z.number() })

/** Spec section 3 "Country": the admin's countries (the profile), the pickers, the countries screen. */
export const countrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  flag_url: z.string(),
})
export type Country = z.infer<typeof countrySchema>

/** Spec section 3 "City": the pickers and map of both entries, the cities screen. */
export const citySchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.nullable(z.number()),
  coordinates: coordinatesSchema,
  country_id: z.string(),
})
export type City = z.infer<typeof citySchema>
