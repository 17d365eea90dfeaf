import type { City } from '@/shared/api/common-schemas'
import { citiesText } from '@/shared/i18n/cities'
import { sameAsStored } from './city-rows'
import type { CityEdit } from './schemas'

/*
 * The city table's save as a three-way merge: the rows as the edit began (base),
 * as typed (mine) and as the server holds them now (theirs), one field of one city at a time, so a
 * colleague's change to another city or another column is kept and the same cell changed on both
 * sides is asked about.
 */

const CITY_FIELDS = ['name', 'sort', 'lat', 'lon'] as const
type CityMergeField = (typeof CITY_FIELDS)[number]

/** The rows as one flat record: `<city id>/<field>` → value. */
export type CityRowValues = Record<string, string | number | null>

const keyOf = (cityId: string, field: CityMergeField) => `${cityId}/${field}`

/** A stored city as the PUT body's record. */
export const editOfCity = (city: City): CityEdit => ({ _id: city._id, name: city.name, sort: city.sort, coordinates: city.coordinates })

/** The cities as the merge's flat record. */
export function cityRowValues(cities: readonly CityEdit[]): CityRowValues {
  const values: CityRowValues = {}
  for (const city of cities) {
    values[keyOf(city._id, 'name')] = city.name
    values[keyOf(city._id, 'sort')] = city.sort
    values[keyOf(city._id, 'lat')] = city.coordinates.lat
    values[keyOf(city._id, 'lon')] = city.coordinates.lon
  }
  return values
}

/** The conflict dialog's label of every cell: the column and the city, as the table's cells are named. */
export function cityRowLabels(cities: readonly CityEdit[]): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const city of cities) {
    for (const field of CITY_FIELDS) labels[keyOf(city._id, field)] = citiesText.cellLabel(citiesText.columns[field], city.name)
  }
  return labels
}

/**
 * What the PUT sends: the cities whose merged values differ from the server's now, as whole records (the PUT carries whole
 * cities), and this admin's changed cities that are gone from the server, so that the server's refusal says so.
 */
export function cityEditsToSend(
  merged: CityRowValues,
  fresh: readonly CityEdit[],
  { base, mine }: { base: readonly CityEdit[]; mine: readonly CityEdit[] },
): CityEdit[] {
  const merges = fresh.flatMap((city) => {
    const value = (field: CityMergeField) => merged[keyOf(city._id, field)]
    const edit: CityEdit = {
      _id: city._id,
      name: value('name') as string,
      sort: value('sort') as number | null,
      coordinates: { lat: value('lat') as number, lon: value('lon') as number },
    }
    return sameAsStored(edit, city) ? [] : [edit]
  })
  const gone = mine.filter((edit) => {
    const before = base.find((city) => city._id === edit._id)
    return before !== undefined && !sameAsStored(edit, before) && !fresh.some((city) => city._id === edit._id)
  })
  return [...merges, ...gone]
}
