import * as z from 'zod/mini'
import { citySchema, coordinatesSchema, countrySchema, type City } from '@/shared/api/common-schemas'

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

/** Answers of the country and city calls (api-contract "Payload keys per call"). */
export const countryResponseSchema = z.object({ country: countrySchema })
export const cityResponseSchema = z.object({ city: citySchema })

/** POST /admins/cities: a new city of a country. */
export type NewCityBody = { country_id: string; name: string; lat: number; lon: number }
/** PUT /admins/cities `{cities: [...]}`: the edited cities as whole records. */
export type CityEdit = Pick<City, '_id' | 'name' | 'sort' | 'coordinates'>

/** The selected country of /cities lives in the URL (`?country=<id>`). */
export const citiesSearchSchema = z.object({ country: z.catch(z.optional(z.string()), undefined) })
export type CitiesSearch = z.infer<typeof citiesSearchSchema>
