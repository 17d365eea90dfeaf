import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addressesResponseSchema, placeCoordinatesResponseSchema } from '@/features/cities/schemas'
import { mockServer } from '../node'
import { db, resetDb } from '../store'
import { issueToken } from '../tokens'

const BASE = 'http://localhost/api/admins'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDb())
afterAll(() => mockServer.close())

function adminToken() {
  const admin = db().admins.find((a) => a.email === 'admin@example.com')!
  return issueToken({ type: 'admin', _id: admin._id })
}

async function get(path: string, token: string | null = adminToken()) {
  const response = await fetch(`${BASE}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {})
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('geocoding mock (spec section 7 "Geocoding")', () => {
  it('suggests Russian street addresses in the chosen city, the same every time', async () => {
    const city = db().cities.find((c) => c.name === 'Алматы')!
    const first = addressesResponseSchema.parse(
      (await get(`/geocoding/complete-address?address=${encodeURIComponent('Абая 10')}&city_id=${city._id}`)).body,
    )
    expect(first.addresses[0]).toMatchObject({ address_main: 'ул. Абая, 10', address_full: 'ул. Абая, 10, Алматы, Казахстан' })
    const again = addressesResponseSchema.parse(
      (await get(`/geocoding/complete-address?address=${encodeURIComponent('Абая 10')}&city_id=${city._id}`)).body,
    )
    expect(again).toEqual(first)
    expect(addressesResponseSchema.parse((await get(`/geocoding/complete-address?address=&city_id=${city._id}`)).body).addresses).toEqual(
      [],
    )
  })

  it('gives the coordinates of a suggestion near its city', async () => {
    const city = db().cities.find((c) => c.name === 'Бишкек')!
    const { addresses } = addressesResponseSchema.parse(
      (await get(`/geocoding/complete-address?address=${encodeURIComponent('Мира')}&city_id=${city._id}`)).body,
    )
    const { coordinates } = placeCoordinatesResponseSchema.parse(
      (await get(`/geocoding/get-place-coordinates?place_id=${encodeURIComponent(addresses[0]!.place_id)}`)).body,
    )
    expect(Math.abs(coordinates.lat - city.coordinates.lat)).toBeLessThan(0.05)
    expect(Math.abs(coordinates.lon - city.coordinates.lon)).toBeLessThan(0.05)
  })

  it('refuses an unknown city and a call without a token', async () => {
    expect((await get('/geocoding/complete-address?address=x&city_id=nope')).status).toBe(400)
    expect((await get('/geocoding/get-place-coordinates?place_id=x', null)).status).toBe(401)
  })
})
