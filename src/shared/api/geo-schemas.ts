import * as z from 'zod/mini'

/**
 * The country and city records every layer reads: the profile's countries (shared/auth), the
 * pickers and the map of the directory entries (shared/ui), and the geo feature, whose
 * schemas.ts re-exports these and builds its answers from them.
 */
export const coordinatesSchema = z.object({ lat: z.number(), lon: z.number() })

export const countrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  flag_url: z.string(),
})
export type Country = z.infer<typeof countrySchema>

export const citySchema = z.object({
  _id: z.string(),
  name: z.string(),
  sort: z.nullable(z.number()),
  coordinates: coordinatesSchema,
  country_id: z.string(),
})
export type City = z.infer<typeof citySchema>
