import * as z from 'zod/mini'
import { citySchema, coordinatesSchema, countrySchema, type City } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'
import { coordinateInRange, LAT_LIMIT, LON_LIMIT } from '@/shared/lib/coordinates'
import { catalogueNameSchema } from '@/shared/lib/name-rules'

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

const SORT_PATTERN = /^-?\d+$/
const v = citiesText.validation

/**
 * Spec section 5 for a row of the cities table as typed (every value is text until it is saved; `_id` is null for a
 * new city): name at least 2 (the catalogue's name rule), lat −90…90, lon −180…180, and an existing city's sort a
 * whole number or empty (a new city has none).
 */
export const cityRowSchema = z
  .object({
    key: z.string(),
    _id: z.nullable(z.string()),
    name: catalogueNameSchema,
    sort: z.string(),
    lat: z.string().check(z.refine((lat) => coordinateInRange(lat, LAT_LIMIT), v.latRange)),
    lon: z.string().check(z.refine((lon) => coordinateInRange(lon, LON_LIMIT), v.lonRange)),
  })
  .check(
    z.refine((row) => row._id === null || row.sort.trim() === '' || SORT_PATTERN.test(row.sort.trim()), {
      path: ['sort'],
      error: v.sortNumber,
    }),
  )
export type CityDraft = z.input<typeof cityRowSchema>
export type CityField = 'name' | 'sort' | 'lat' | 'lon'

/** The cities table while it is edited: the rows that take input (the one new city, or every stored one). */
export const cityRowsFormSchema = z.object({ rows: z.array(cityRowSchema) })
export type CityRowsForm = z.input<typeof cityRowsFormSchema>
export type CheckedCityRows = z.output<typeof cityRowsFormSchema>

/** The selected country of /cities lives in the URL (`?country=<id>`). */
export const citiesSearchSchema = z.object({ country: z.catch(z.optional(z.string()), undefined) })
export type CitiesSearch = z.infer<typeof citiesSearchSchema>
