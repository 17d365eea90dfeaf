import type { Db } from './db'
import { makeId } from './random'
import { ID_PREFIX_GEO_EXTRA } from './seed-data'

/**
 * The countries-and-cities screen's seed, added after every other collection so that nothing
 * seeded before shifts: a country with no organizations (Таджикистан, with two cities; it can be
 * deleted) and, in Кыргызстан, a city without organizations (Токмок) beside cities that have some.
 */
export function seedCities(db: Pick<Db, 'countries' | 'cities'>) {
  const country = { _id: makeId(ID_PREFIX_GEO_EXTRA.country, 1), name: 'Таджикистан', flag_url: '/uploads/flags/tj.svg' }
  db.countries.push(country)
  const kyrgyzstan = db.countries.find((c) => c.name === 'Кыргызстан')!
  const lastSort = (countryId: string) =>
    db.cities.filter((city) => city.country_id === countryId).reduce((max, city) => Math.max(max, city.sort ?? 0), 0)
  const extra: [string, number, number, string][] = [
    ['Душанбе', 38.5598, 68.787, country._id],
    ['Худжанд', 40.2826, 69.6222, country._id],
    ['Токмок', 42.8421, 75.3015, kyrgyzstan._id],
  ]
  extra.forEach(([name, lat, lon, countryId], i) => {
    db.cities.push({
      _id: makeId(ID_PREFIX_GEO_EXTRA.city, i + 1),
      name,
      sort: lastSort(countryId) + 1,
      coordinates: { lat, lon },
      country_id: countryId,
    })
  })
}
