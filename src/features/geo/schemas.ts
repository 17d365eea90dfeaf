import { z } from 'zod'

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
  sort: z.number().nullable(),
  coordinates: coordinatesSchema,
  country_id: z.string(),
})
export type City = z.infer<typeof citySchema>

export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) })
export const citiesResponseSchema = z.object({ cities: z.array(citySchema) })
