import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { categoriesResponseSchema } from '@/features/categories/schemas'
import { citiesResponseSchema, countriesResponseSchema } from '@/features/cities/schemas'
import { languagesResponseSchema } from '@/features/languages/schemas'
import { mockServer } from '../node'
import { countryId } from '../seed'
import { db, resetDb } from '../store'

const BASE = 'http://localhost/api/static-data'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDb())
afterAll(() => mockServer.close())

async function get(path: string) {
  const response = await fetch(`${BASE}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('static data (no token needed)', () => {
  it('countries: every seeded country with a flag, in the contract shape', async () => {
    const { status, body } = await get('/countries?sort=creation')
    expect(status).toBe(200)
    const { countries } = countriesResponseSchema.parse(body)
    expect(countries.map((c) => c.name)).toEqual(['Армения', 'Грузия', 'Казахстан', 'Кыргызстан', 'Россия', 'Узбекистан', 'Таджикистан'])
    for (const country of countries) expect(country.flag_url).toMatch(/^\/uploads\/flags\/.+/)
  })

  it('languages: with flags', async () => {
    const { languages } = languagesResponseSchema.parse((await get('/languages')).body)
    expect(languages.map((l) => l.name)).toContain('Русский')
    for (const language of languages) expect(language.flag_url).toMatch(/^\/uploads\//)
  })

  it('categories-all: visible categories sorted, with their visible sub-categories and icons', async () => {
    const first = db().categories[0]!
    first.is_hidden = true
    const sub = db().subCategories.find((s) => s.category_id === db().categories[1]!._id)!
    sub.is_hidden = true
    const { categories } = categoriesResponseSchema.parse((await get('/categories-all')).body)
    expect(categories.map((c) => c._id)).not.toContain(first._id)
    expect(categories.map((c) => Number(c.sort))).toEqual([...categories.map((c) => Number(c.sort))].sort((a, b) => a - b))
    const second = categories.find((c) => c._id === db().categories[1]!._id)!
    expect(second.sub_categories?.map((s) => s._id)).not.toContain(sub._id)
    expect(second.sub_categories?.length).toBeGreaterThan(0)
    for (const category of categories) {
      expect(category.icon_path).toMatch(/^\/uploads\//)
      expect(category.icon_pressed_path).toMatch(/^\/uploads\//)
    }
  })

  it('online-working-id: the id of the online-working category, which has no sub-categories', async () => {
    const { body } = await get('/categories/online-working-id/')
    const id = body.category_id as string
    const category = db().categories.find((c) => c._id === id)
    expect(category?.name).toBe('Работа онлайн')
    expect(db().subCategories.filter((s) => s.category_id === id)).toEqual([])
  })

  it('cities: those of the country asked for, in sort order, with coordinates', async () => {
    const { cities } = citiesResponseSchema.parse((await get(`/cities?country_id=${countryId('kz')}`)).body)
    expect(cities.map((c) => c.name)).toEqual(['Алматы', 'Астана', 'Шымкент', 'Караганда'])
    expect(cities.every((c) => c.country_id === countryId('kz'))).toBe(true)
    expect(cities[0]!.coordinates).toEqual({ lat: 43.2389, lon: 76.8897 })
  })

  it('cities: without country_id is 400; an unknown country has none', async () => {
    expect(await get('/cities')).toEqual({ status: 400, body: { status: 'error', message: 'country_id is required' } })
    expect((await get('/cities?country_id=0c00000000000000000000ff')).body).toEqual({ status: 'ok', cities: [] })
  })
})
