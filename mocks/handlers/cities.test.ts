// @vitest-environment node
// Node's own File and FormData: under jsdom, Node's multipart parser cannot make its File parts.
import { describe, expect, it } from 'vitest'
import { citiesResponseSchema, cityResponseSchema, countriesResponseSchema, countryResponseSchema } from '@/features/cities/schemas'
import { ru } from '@/shared/i18n/ru'
import { countryId } from '../seed'
import { db } from '../store'
import { callApi, serveMockApi } from '../test-api'
import { GEO_MESSAGES } from './cities'

const ORIGIN = 'http://localhost'
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
)

serveMockApi()

type Account = 'admin' | 'manager'

const call = (method: string, path: string, body?: unknown, account: Account | null = 'admin') => callApi(method, path, { body, account })

function countryForm(name: string | null, flag?: { type: string; name: string }) {
  const form = new FormData()
  if (name !== null) form.append('name', name)
  if (flag) form.append('flag', new File([PNG], flag.name, { type: flag.type }))
  return form
}

const png = { type: 'image/png', name: 'flag.png' }
const staticCountries = async () =>
  countriesResponseSchema.parse(await (await fetch(`${ORIGIN}/api/static-data/countries?sort=creation`)).json()).countries
const staticCities = async (id: string) =>
  citiesResponseSchema.parse(await (await fetch(`${ORIGIN}/api/static-data/cities?country_id=${id}`)).json()).cities
const cityNamed = (name: string) => db().cities.find((city) => city.name === name)!
const tajikistan = () => db().countries.find((country) => country.name === 'Таджикистан')!
const refusal = (message: string) => ({ status: 'error', message })

describe('seed for the countries and cities screen', () => {
  it('has a country without organizations and cities with and without organizations', () => {
    const data = db()
    expect(data.organizations.some((o) => o.country_id === tajikistan()._id)).toBe(false)
    expect(data.cities.filter((city) => city.country_id === tajikistan()._id).length).toBeGreaterThan(0)
    const used = (id: string) => data.organizations.some((o) => o.city_id === id || o.additional_city_ids.includes(id))
    expect(used(cityNamed('Бишкек')._id)).toBe(true)
    expect(used(cityNamed('Токмок')._id)).toBe(false)
    expect(cityNamed('Токмок').country_id).toBe(countryId('kg'))
  })
})

describe('POST and PUT /api/admins/countries (multipart name and flag)', () => {
  it('creates a country with its flag: first in the static data, the flag served as uploaded', async () => {
    const { status, body } = await call('POST', '/admins/countries', countryForm('  Монголия ', png))
    expect(status).toBe(201)
    const { country } = countryResponseSchema.parse(body)
    expect(country.name).toBe('Монголия')
    expect(country.flag_url).toMatch(/^\/uploads\/flags\/.+\.png$/)
    expect((await staticCountries())[0]).toEqual(country)
    const flag = await fetch(`${ORIGIN}${country.flag_url}`)
    expect(flag.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await flag.arrayBuffer())).toEqual(PNG)
  })

  it('refuses a short name, a missing or non-png/jpeg flag, a taken name, a JSON body and admins without the right', async () => {
    expect((await call('POST', '/admins/countries', countryForm('М', png))).body).toEqual(refusal(GEO_MESSAGES.nameLength))
    expect((await call('POST', '/admins/countries', countryForm(null, png))).body).toEqual(refusal(GEO_MESSAGES.nameLength))
    expect((await call('POST', '/admins/countries', countryForm('Монголия'))).body).toEqual(refusal(GEO_MESSAGES.flagRequired))
    expect((await call('POST', '/admins/countries', countryForm('Монголия', { type: 'image/gif', name: 'flag.gif' }))).body).toEqual(
      refusal(GEO_MESSAGES.flagType),
    )
    expect(await call('POST', '/admins/countries', countryForm('казахстан', png))).toEqual({
      status: 409,
      body: refusal(GEO_MESSAGES.countryExists),
    })
    expect((await call('POST', '/admins/countries', { name: 'Монголия', flag_name: 'mn' })).status).toBe(400)
    expect((await call('POST', '/admins/countries', countryForm('Монголия', png), 'manager')).status).toBe(403)
    expect((await call('POST', '/admins/countries', countryForm('Монголия', png), null)).status).toBe(401)
    expect(db().countries.some((c) => c.name === 'Монголия')).toBe(false)
  })

  it('edits the name, keeps the flag unless a new one comes, and refuses bad names and unknown countries', async () => {
    const id = countryId('kz')
    const before = db().countries.find((c) => c._id === id)!.flag_url
    const renamed = countryResponseSchema.parse((await call('PUT', `/admins/countries/${id}`, countryForm('Казахстан 2'))).body).country
    expect(renamed).toEqual({ _id: id, name: 'Казахстан 2', flag_url: before })
    const reflagged = countryResponseSchema.parse(
      (await call('PUT', `/admins/countries/${id}`, countryForm('Казахстан', { type: 'image/jpeg', name: 'kz.jpg' }))).body,
    ).country
    expect(reflagged.flag_url).toMatch(/\.jpg$/)
    expect((await staticCountries()).find((c) => c._id === id)).toEqual(reflagged)
    expect((await call('PUT', `/admins/countries/${id}`, countryForm(' К '))).body).toEqual(refusal(GEO_MESSAGES.nameLength))
    expect((await call('PUT', `/admins/countries/${id}`, countryForm('Россия'))).status).toBe(409)
    expect(await call('PUT', `/admins/countries/${'f'.repeat(24)}`, countryForm('Нет такой'))).toEqual({
      status: 404,
      body: refusal(GEO_MESSAGES.noCountry),
    })
    expect((await call('PUT', `/admins/countries/${id}`, countryForm('Казахстан'), 'manager')).status).toBe(403)
  })
})

describe('DELETE /api/admins/countries/{id}', () => {
  it('is refused while organizations are in the country', async () => {
    expect(await call('DELETE', `/admins/countries/${countryId('kz')}`)).toEqual({ status: 409, body: refusal(GEO_MESSAGES.countryInUse) })
    expect(db().countries.some((c) => c._id === countryId('kz'))).toBe(true)
  })

  it('deletes a country without organizations with its cities, and drops it from admins’ country lists', async () => {
    const id = tajikistan()._id
    db().admins[0]!.change_info_country_ids.push(id)
    expect((await call('DELETE', `/admins/countries/${id}`, undefined, 'manager')).status).toBe(403)
    expect(await call('DELETE', `/admins/countries/${id}`)).toEqual({ status: 200, body: { status: 'ok' } })
    expect((await staticCountries()).some((c) => c._id === id)).toBe(false)
    expect(await staticCities(id)).toEqual([])
    expect(db().admins[0]!.change_info_country_ids).not.toContain(id)
    expect((await call('DELETE', `/admins/countries/${id}`)).status).toBe(404)
  })
})

describe('POST and PUT /api/admins/cities', () => {
  it('creates a city after the country’s others; the static data lists it', async () => {
    const kg = countryId('kg')
    const { status, body } = await call('POST', '/admins/cities', { country_id: kg, name: 'Нарын', lat: 12.345, lon: '12.345' })
    expect(status).toBe(201)
    const { city } = cityResponseSchema.parse(body)
    const others = db().cities.filter((c) => c.country_id === kg && c._id !== city._id)
    expect(city).toMatchObject({
      name: 'Нарын',
      coordinates: { lat: 12.345, lon: 12.345 },
      country_id: kg,
      sort: Math.max(...others.map((c) => c.sort ?? 0)) + 1,
    })
    expect((await staticCities(kg)).at(-1)).toEqual(city)
  })

  it('refuses a short name, coordinates out of range, an unknown country, a taken name and admins without the right', async () => {
    const kg = countryId('kg')
    const post = (patch: Record<string, unknown>, account: Account = 'admin') =>
      call('POST', '/admins/cities', { country_id: kg, name: 'Нарын', lat: 41, lon: 76, ...patch }, account)
    expect((await post({ name: 'Н' })).body).toEqual(refusal(GEO_MESSAGES.nameLength))
    expect((await post({ lat: 90.5 })).body).toEqual(refusal(GEO_MESSAGES.latRange))
    expect((await post({ lat: 'abc' })).body).toEqual(refusal(GEO_MESSAGES.latRange))
    expect((await post({ lon: -180.1 })).body).toEqual(refusal(GEO_MESSAGES.lonRange))
    expect(await post({ country_id: 'f'.repeat(24) })).toEqual({ status: 404, body: refusal(GEO_MESSAGES.noCountry) })
    expect(await post({ name: 'бишкек' })).toEqual({ status: 409, body: refusal(GEO_MESSAGES.cityExists) })
    expect((await post({}, 'manager')).status).toBe(403)
    expect(db().cities.some((c) => c.name === 'Нарын')).toBe(false)
  })

  it('edits several cities at once and answers them; one bad city changes none', async () => {
    const bishkek = cityNamed('Бишкек')
    const osh = cityNamed('Ош')
    const edits = [
      { ...bishkek, name: 'Бишкек-2', sort: 9, coordinates: { lat: 42.9, lon: 74.6 } },
      { ...osh, name: 'Ош-2', sort: null },
    ]
    const { cities } = citiesResponseSchema.parse((await call('PUT', '/admins/cities', { cities: edits })).body)
    expect(cities).toEqual([
      { ...bishkek, name: 'Бишкек-2', sort: 9, coordinates: { lat: 42.9, lon: 74.6 } },
      { ...osh, name: 'Ош-2', sort: null },
    ])
    expect(cityNamed('Бишкек-2')._id).toBe(bishkek._id)

    const tokmok = cityNamed('Токмок')
    const refused = await call('PUT', '/admins/cities', {
      cities: [
        { ...tokmok, name: 'Токмок-2' },
        { ...osh, coordinates: { lat: 0, lon: 200 } },
      ],
    })
    expect(refused.body).toEqual(refusal(GEO_MESSAGES.lonRange))
    expect(cityNamed('Токмок').name).toBe('Токмок')
    expect((await call('PUT', '/admins/cities', { cities: [{ ...tokmok, name: 'О' }] })).body).toEqual(refusal(GEO_MESSAGES.nameLength))
    expect((await call('PUT', '/admins/cities', { cities: [{ ...tokmok, sort: 1.5 }] })).body).toEqual(refusal(GEO_MESSAGES.sortType))
    expect((await call('PUT', '/admins/cities', { cities: [{ ...tokmok, name: 'Ош-2' }] })).status).toBe(409)
    expect((await call('PUT', '/admins/cities', { cities: [{ ...tokmok, _id: 'f'.repeat(24) }] })).status).toBe(404)
    expect((await call('PUT', '/admins/cities', { cities: [] })).status).toBe(400)
    expect((await call('PUT', '/admins/cities', { cities: [tokmok] }, 'manager')).status).toBe(403)
  })
})

describe('DELETE /api/admins/cities/{id}', () => {
  it('is refused while organizations are in the city; a city without them is deleted', async () => {
    const bishkek = cityNamed('Бишкек')
    expect(await call('DELETE', `/admins/cities/${bishkek._id}`)).toEqual({ status: 409, body: refusal(GEO_MESSAGES.cityInUse) })
    const tokmok = cityNamed('Токмок')
    expect((await call('DELETE', `/admins/cities/${tokmok._id}`, undefined, 'manager')).status).toBe(403)
    expect(await call('DELETE', `/admins/cities/${tokmok._id}`)).toEqual({ status: 200, body: { status: 'ok' } })
    expect((await staticCities(countryId('kg'))).some((c) => c._id === tokmok._id)).toBe(false)
    expect((await call('DELETE', `/admins/cities/${tokmok._id}`)).status).toBe(404)
  })
})

describe('the console knows every message', () => {
  it('each refusal of these calls has a Russian text in the country and city error table', () => {
    for (const message of Object.values(GEO_MESSAGES)) expect(ru.serverMessages[message], message).toMatch(/[а-я]/)
  })
})
