import { http } from 'msw'
import { api, authed, MockHttpError, ok, searchParam } from '../lib'
import { db } from '../store'

export const GEOCODING_MESSAGES = {
  noCity: 'There is no such city',
  noPlace: 'There is no such place',
} as const

const STREETS = [
  'ул. Абая',
  'ул. Ленина',
  'ул. Пушкина',
  'ул. Гагарина',
  'ул. Садовая',
  'ул. Центральная',
  'ул. Советская',
  'ул. Шевченко',
  'ул. Толстого',
  'ул. Чехова',
  'ул. Лермонтова',
  'ул. Набережная',
  'ул. Школьная',
  'ул. Лесная',
  'пр. Мира',
  'пр. Победы',
  'пр. Независимости',
  'пр. Достык',
  'бул. Бухар-Жырау',
  'пер. Почтовый',
]
const MAX_SUGGESTIONS = 5

function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return hash
}

/** place_id = `<city id>.<base64url of the main address>`: the coordinates follow from it. */
function placeIdOf(cityId: string, main: string): string {
  const bytes = new TextEncoder().encode(main)
  const base64 = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return `${cityId}.${base64}`
}

/** Suggestions for a typed address: matching streets with a house number, always the same for the same text. */
export function suggestAddresses(address: string, cityId: string) {
  const data = db()
  const city = data.cities.find((c) => c._id === cityId)
  if (!city) throw new MockHttpError(400, GEOCODING_MESSAGES.noCity)
  const country = data.countries.find((c) => c._id === city.country_id)
  const typed = address.trim()
  if (typed === '') return []
  const words = typed
    .toLowerCase()
    .replace(/[,\d]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1)
  const house = /\d+/.exec(typed)?.[0]
  let streets = STREETS.filter((street) => words.some((word) => street.toLowerCase().includes(word)))
  if (streets.length === 0) {
    const name = typed.replace(/[,\d]+/g, ' ').trim()
    streets = name ? [name.startsWith('ул.') ? name : `ул. ${name}`] : []
  }
  return streets.slice(0, MAX_SUGGESTIONS).map((street, index) => {
    const number = house ?? String((hashOf(`${street}${city._id}`) % 120) + 1 + index)
    const main = `${street}, ${number}`
    return {
      address_main: main,
      address_full: [main, city.name, country?.name].filter(Boolean).join(', '),
      place_id: placeIdOf(city._id, main),
    }
  })
}

/** A point within a few kilometres of the city, fixed per place. */
export function placeCoordinates(placeId: string) {
  const [cityId] = placeId.split('.')
  const city = db().cities.find((c) => c._id === cityId)
  if (!city) throw new MockHttpError(404, GEOCODING_MESSAGES.noPlace)
  const hash = hashOf(placeId)
  const dLat = ((hash % 1000) / 1000 - 0.5) * 0.06
  const dLon = ((Math.floor(hash / 1000) % 1000) / 1000 - 0.5) * 0.06
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return { lat: round(city.coordinates.lat + dLat), lon: round(city.coordinates.lon + dLon) }
}

export const geocodingHandlers = [
  http.get(
    api('/admins/geocoding/complete-address'),
    authed(({ request }) => {
      const cityId = searchParam(request, 'city_id')
      if (!cityId) throw new MockHttpError(400, 'city_id is required')
      return ok({ addresses: suggestAddresses(searchParam(request, 'address') ?? '', cityId) })
    }),
  ),
  http.get(
    api('/admins/geocoding/get-place-coordinates'),
    authed(({ request }) => {
      const placeId = searchParam(request, 'place_id')
      if (!placeId) throw new MockHttpError(400, 'place_id is required')
      return ok({ coordinates: placeCoordinates(placeId) })
    }),
  ),
]
