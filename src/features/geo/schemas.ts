import * as z from 'zod/mini'

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

export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) })
export const citiesResponseSchema = z.object({ cities: z.array(citySchema) })

/** Geocoding: an address suggestion (spec section 3 "Address suggestion"). */
export const addressSuggestionSchema = z.object({
  address_full: z.string(),
  address_main: z.string(),
  place_id: z.string(),
})
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>
export const addressesResponseSchema = z.object({ addresses: z.array(addressSuggestionSchema) })
export const placeCoordinatesResponseSchema = z.object({ coordinates: coordinatesSchema })
