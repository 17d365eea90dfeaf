import type { Photo } from '@/shared/api/common-schemas'
import { CONTACT_CHANNELS } from '@/shared/limits'
import type { Db, EventRecord } from './db'
import { createRandom, makeId, type Random } from './random'
import { latin } from './seed-data'
import { seedDate } from './seed-dates'

/** Own id prefixes (kept apart from the other seed steps' so that no other collection shifts). */
export const EVENT_ID_PREFIX = { event: 0xe40, photo: 0xe41 } as const

export const EVENT_COUNT = 300
export const LARGE_EVENT_COUNT = 10_000
/** Seeded event number 2 has no contacts at all (the single view's placeholders). */
export const EMPTY_CONTACTS_EVENT = 2

const KINDS: { name: string; specialization: string }[] = [
  { name: 'Городской фестиваль еды', specialization: 'Фестиваль' },
  { name: 'Ярмарка мастеров', specialization: 'Ярмарка' },
  { name: 'Концерт под открытым небом', specialization: 'Концерт' },
  { name: 'Книжный клуб', specialization: 'Встреча' },
  { name: 'Забег выходного дня', specialization: 'Спорт' },
  { name: 'Выставка современного искусства', specialization: 'Выставка' },
  { name: 'Мастер-класс по керамике', specialization: 'Мастер-класс' },
  { name: 'Вечер стендапа', specialization: 'Юмор' },
  { name: 'Детский праздник', specialization: 'Для детей' },
  { name: 'Лекция о путешествиях', specialization: 'Лекция' },
  { name: 'Кинопоказ в парке', specialization: 'Кино' },
  { name: 'Турнир по настольным играм', specialization: 'Игры' },
]

const WORDS = [
  'Радуга',
  'Восток',
  'Шёлковый путь',
  'Тянь-Шань',
  'Арарат',
  'Каспий',
  'Звезда',
  'Весна',
  'Листопад',
  'Снежинка',
  'Горизонт',
  'Мечта',
  'Парус',
  'Бирюза',
  'Созвездие',
]

const DESCRIPTION_PARTS = [
  'Событие для всех желающих.',
  'Вход свободный, регистрация не нужна.',
  'Билеты продаются на месте и онлайн.',
  'Подходит для семей с детьми.',
  'Ведущие говорят на русском и местном языках.',
  'Будут угощения и напитки.',
  'Количество мест ограничено.',
  'Возьмите с собой хорошее настроение.',
]

const PLACES = [
  'Центральный парк',
  'Дворец культуры',
  'Городская площадь',
  'Набережная',
  'Арт-пространство «Фабрика»',
  'Стадион',
  'Библиотека',
  'Ботанический сад',
]
const STREETS = ['ул. Центральная', 'пр. Мира', 'ул. Абая', 'ул. Руставели', 'пр. Чуй', 'ул. Навои', 'ул. Пушкина', 'ул. Баграмяна']

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]
const HOURS = ['10:00', '11:00', '12:00', '15:00', '18:00', '19:30']

/** Dates from October 2025 to about June 2027: past and coming events. */
const FIRST_DAY = Date.UTC(2025, 9, 1)
const DAY = 86_400_000

function holdingDate(random: Random, start: Date | null, end: Date | null): string {
  const hour = random.pick(HOURS)
  if (!start) return random.pick(['Каждую субботу, с 11:00', 'По выходным', 'Дата уточняется', `Ежедневно, с ${hour}`])
  const day = `${start.getUTCDate()} ${MONTHS_GENITIVE[start.getUTCMonth()]!}`
  if (end && end.getTime() !== start.getTime()) return `${day} – ${end.getUTCDate()} ${MONTHS_GENITIVE[end.getUTCMonth()]!}, с ${hour}`
  return `${day}, с ${hour}`
}

function contacts(random: Random, slug: string, empty: boolean): EventRecord['contacts'] {
  const out = Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, ''])) as EventRecord['contacts']
  if (empty) return out
  out.phone_number = `+7 700 ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`
  if (random.chance(0.6)) out.instagram = `@${slug}`
  if (random.chance(0.5)) out.telegram = `@${slug}_chat`
  if (random.chance(0.3)) out.whatsapp = out.phone_number
  if (random.chance(0.15)) out.viber = out.phone_number
  if (random.chance(0.2)) out.facebook = `https://facebook.com/${slug}`
  if (random.chance(0.4)) out.website = `https://${slug}.example.com`
  return out
}

/**
 * The events of the seed: 300 (10 000 in the large mode) across every country, city and owner,
 * past and coming dates (a few without dates), about 12 % banned, some with no contacts at all
 * (number 2 always), 1–5 carousel photos each (generated pictures). Own random seed, so the other
 * collections do not shift. Needs db's countries, cities and users.
 */
export function seedEvents(db: Pick<Db, 'countries' | 'cities' | 'users'>, options: { large?: boolean } = {}): EventRecord[] {
  const random = createRandom(27_182_818)
  const count = options.large ? LARGE_EVENT_COUNT : EVENT_COUNT
  const citiesByCountry = new Map(db.countries.map((country) => [country._id, db.cities.filter((city) => city.country_id === country._id)]))
  const owners = db.users.filter((user) => user.is_active)
  let photoCounter = 0
  const events: EventRecord[] = []

  for (let n = 1; n <= count; n += 1) {
    const kind = KINDS[(n - 1) % KINDS.length]!
    // Every country in turn, so that each has its share (complaints point at events per country).
    const country = db.countries[(n - 1) % db.countries.length]!
    const city = random.pick(citiesByCountry.get(country._id)!)
    const dated = n % 20 !== 7
    const start = dated ? new Date(FIRST_DAY + random.int(0, 620) * DAY) : null
    const end = start ? new Date(start.getTime() + random.int(0, 4) * DAY) : null
    const photoCount = random.int(1, 5)
    const photos: Photo[] = Array.from({ length: photoCount }, (_, k) => {
      photoCounter += 1
      const path = `/uploads/photos/event-${n}-${k + 1}.jpg`
      return { _id: makeId(EVENT_ID_PREFIX.photo, photoCounter), url: path, preview_url: path, title: null, width: 400, height: 300 }
    })
    events.push({
      _id: makeId(EVENT_ID_PREFIX.event, n),
      name: `${kind.name} «${random.pick(WORDS)}» — ${city.name}`,
      user_id: random.pick(owners)._id,
      country_id: country._id,
      city_id: city._id,
      specialization: kind.specialization,
      holding_date: holdingDate(random, start, end),
      date_start: start?.toISOString() ?? null,
      date_end: end?.toISOString() ?? null,
      address: `${random.pick(PLACES)}, ${random.pick(STREETS)}, ${random.int(1, 150)}`,
      contacts: contacts(random, `${latin(kind.specialization) || 'event'}${n}`, n === EMPTY_CONTACTS_EVENT || random.chance(0.06)),
      description: random.sample(DESCRIPTION_PARTS, random.int(2, 4)).join(' '),
      carousel_photos: photos,
      is_active: !random.chance(0.12),
      createdAt: seedDate(random),
    })
  }
  return events
}
