import type { WorkTime } from '@/features/organizations/schemas'
import type { Photo, Contacts } from '@/shared/api/common-schemas'
import { CONTACT_CHANNELS, WEEKDAYS } from '@/shared/limits'
import type { Db, OrganizationRecord } from './db'
import { createRandom, makeId, type Random } from './random'
import { latin } from './seed-data'
import { seedDate } from './seed-dates'

/** Own id prefixes (kept apart from seed.ts's so that no other collection shifts). */
export const ORGANIZATION_ID_PREFIX = { organization: 0x0f0, photo: 0x0f1 } as const

export const ORGANIZATION_COUNT = 320
export const LARGE_ORGANIZATION_COUNT = 10_000
/** Every tenth organization of the regular seed is created by own@example.com. */
export const OWN_ADMIN_EMAIL = 'own@example.com'

/** Name patterns and words per category slug (index in the categories list). */
const NAME_KINDS: string[][] = [
  ['Кофейня', 'Ресторан', 'Кафе', 'Пекарня', 'Бистро', 'Чайхана'],
  ['Салон красоты', 'Барбершоп', 'Клиника', 'Аптека', 'Студия маникюра'],
  ['Языковая школа', 'Учебный центр', 'Детский сад', 'Школа программирования'],
  ['Магазин', 'Лавка', 'Супермаркет', 'Бутик'],
  ['Сервисный центр', 'Юридическая фирма', 'Бюро переводов', 'Бухгалтерия'],
  ['Фитнес-клуб', 'Спортзал', 'Бассейн', 'Йога-студия'],
  ['Онлайн-школа', 'Удалённая бухгалтерия', 'Онлайн-переводчик', 'Веб-студия'],
]

const NAME_WORDS = [
  'Восток',
  'Радуга',
  'Самал',
  'Арсенал',
  'Ласточка',
  'Гранат',
  'Тюльпан',
  'Каспий',
  'Алтын',
  'Берёзка',
  'Шёлковый путь',
  'Тянь-Шань',
  'Ереван',
  'Снежный барс',
  'Оазис',
  'Мечта',
  'Причал',
  'Кедр',
  'Изумруд',
  'Марал',
  'Бирюза',
  'Горизонт',
  'Солнечный',
  'Виноград',
  'Жемчужина',
  'Уют',
  'Старый город',
  'Парус',
  'Ирис',
  'Ак-Суу',
]

const SPECIALIZATIONS: string[][] = [
  ['Европейская кухня', 'Национальная кухня', 'Кофе и десерты', 'Выпечка', 'Доставка еды'],
  ['Стрижки и окрашивание', 'Маникюр и педикюр', 'Стоматология', 'Косметология'],
  ['Английский язык', 'Подготовка к экзаменам', 'Развитие детей', 'Программирование'],
  ['Продукты питания', 'Одежда и обувь', 'Бытовая техника', 'Подарки'],
  ['Ремонт телефонов', 'Юридические консультации', 'Письменные переводы', 'Налоговый учёт'],
  ['Силовые тренировки', 'Плавание', 'Йога', 'Единоборства'],
  ['Онлайн-курсы', 'Удалённые консультации', 'Разработка сайтов', 'Дизайн'],
]

const TAGS: string[][] = [
  ['кофе', 'завтраки', 'wifi', 'веранда', 'доставка', 'халяль', 'вегетарианское меню'],
  ['маникюр', 'стрижка', 'запись онлайн', 'детский мастер', 'стоматолог'],
  ['английский', 'дети', 'взрослые', 'онлайн', 'экзамены'],
  ['скидки', 'доставка', 'оптом', 'карты', 'наличные'],
  ['срочно', 'гарантия', 'выезд', 'консультация'],
  ['тренер', 'абонемент', 'групповые занятия', 'душ'],
  ['онлайн', 'удалённо', 'zoom', 'поддержка 24/7'],
]

const DESCRIPTION_PARTS = [
  'Работаем для вас с любовью и вниманием к деталям.',
  'Говорим на русском и местном языках.',
  'Принимаем наличные и банковские карты.',
  'Удобная парковка рядом со входом.',
  'Есть скидки для постоянных клиентов.',
  'Подходит для семей с детьми.',
  'Запись по телефону или в мессенджерах.',
  'Опытная команда с многолетним стажем.',
]

const STREETS = [
  'ул. Абая',
  'пр. Мира',
  'ул. Ленина',
  'ул. Шота Руставели',
  'пр. Чуй',
  'ул. Навои',
  'ул. Пушкина',
  'ул. Тимирязева',
  'пр. Победы',
  'ул. Саят-Новы',
]

const HOURS: [string, string][] = [
  ['09:00', '18:00'],
  ['08:00', '20:00'],
  ['10:00', '22:00'],
  ['11:00', '23:00'],
  ['07:30', '16:30'],
]

function schedule(random: Random): WorkTime {
  const style = random.int(0, 9)
  const [start, end] = random.pick(HOURS)
  const hours = `${start}-${end}`
  const days = {} as WorkTime
  WEEKDAYS.forEach((day, i) => {
    const weekend = i >= 5
    if (style === 0) days[day] = 'whole_day'
    else if (style === 1) days[day] = i === 6 ? 'temp_closed' : hours
    else if (style === 2) days[day] = 'temp_closed'
    else days[day] = weekend ? random.pick(['day_off', hours, 'whole_day'] as const) : hours
  })
  return days
}

function contacts(random: Random, slug: string, empty: boolean): Contacts {
  const out = Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, ''])) as Contacts
  if (empty) return out
  out.phone_number = `+7 7${random.int(0, 9)}${random.int(0, 9)} ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`
  if (random.chance(0.6)) out.instagram = `@${slug}`
  if (random.chance(0.5)) out.telegram = `@${slug}_bot`
  if (random.chance(0.4)) out.whatsapp = out.phone_number
  if (random.chance(0.2)) out.viber = out.phone_number
  if (random.chance(0.3)) out.facebook = `https://facebook.com/${slug}`
  if (random.chance(0.5)) out.website = `https://${slug}.example.com`
  return out
}

/**
 * The organizations of the seed: 320 (or 10 000 in the large mode) across countries, cities,
 * categories and owners; about 15 % banned, the online-working category without address or map,
 * every tenth created by own@example.com, some with no contacts at all. Own random seed, so the
 * other collections do not shift. Needs db's countries, cities, categories, users and admins.
 */
export function seedOrganizations(
  db: Pick<Db, 'countries' | 'cities' | 'languages' | 'categories' | 'subCategories' | 'users' | 'admins' | 'onlineWorkingCategoryId'>,
  options: { large?: boolean } = {},
): OrganizationRecord[] {
  const random = createRandom(31_415_926)
  const count = options.large ? LARGE_ORGANIZATION_COUNT : ORGANIZATION_COUNT
  const ownAdminId = db.admins.find((admin) => admin.email === OWN_ADMIN_EMAIL)?._id ?? null
  const otherAdmins = db.admins.filter((admin) => admin._id !== ownAdminId && (admin.can_edit_orgs || admin.can_modify_users_and_orgs))
  const citiesByCountry = new Map(db.countries.map((country) => [country._id, db.cities.filter((city) => city.country_id === country._id)]))
  const subsByCategory = new Map(
    db.categories.map((category) => [category._id, db.subCategories.filter((sub) => sub.category_id === category._id)]),
  )
  const russian = db.languages[0]!
  let photoCounter = 0
  const organizations: OrganizationRecord[] = []

  for (let n = 1; n <= count; n += 1) {
    const categoryIndex = random.int(0, db.categories.length - 1)
    const category = db.categories[categoryIndex]!
    const online = category._id === db.onlineWorkingCategoryId
    const kinds = NAME_KINDS[categoryIndex % NAME_KINDS.length]!
    const word = random.pick(NAME_WORDS)
    const name = `${random.pick(kinds)} «${word}»`
    const country = random.pick(db.countries)
    const cities = citiesByCountry.get(country._id) ?? []
    const city = online && random.chance(0.5) ? null : random.pick(cities)
    const subs = subsByCategory.get(category._id) ?? []
    const slug = `${latin(word) || 'org'}${n}`
    const photoCount = random.int(1, 6)
    const carousel: Photo[] = Array.from({ length: photoCount }, (_, k) => {
      photoCounter += 1
      const path = `/uploads/photos/org-${n}-${k + 1}.jpg`
      return { _id: makeId(ORGANIZATION_ID_PREFIX.photo, photoCounter), url: path, preview_url: path, title: null, width: 400, height: 300 }
    })
    const ownerPhotos: Photo[] = random.chance(0.3)
      ? [
          (() => {
            photoCounter += 1
            const path = `/uploads/photos/org-${n}-owner.jpg`
            return {
              _id: makeId(ORGANIZATION_ID_PREFIX.photo, photoCounter),
              url: path,
              preview_url: path,
              title: null,
              width: 400,
              height: 300,
            }
          })(),
        ]
      : []
    const creator = n % 10 === 3 ? ownAdminId : random.chance(0.6) && otherAdmins.length > 0 ? random.pick(otherAdmins)._id : null
    const tags = random.sample(TAGS[categoryIndex % TAGS.length]!, random.int(1, 4))
    const languages = random.chance(0.8)
      ? [russian, ...random.sample(db.languages.slice(1), random.int(0, 2))]
      : random.sample(db.languages, random.int(1, 2))
    const description = random.sample(DESCRIPTION_PARTS, random.int(2, 4)).join(' ')

    organizations.push({
      _id: makeId(ORGANIZATION_ID_PREFIX.organization, n),
      user_id: random.pick(db.users)._id,
      name,
      category_id: category._id,
      sub_category_ids: subs.length > 0 ? random.sample(subs, random.int(1, Math.min(2, subs.length))).map((sub) => sub._id) : [],
      specialization: random.pick(SPECIALIZATIONS[categoryIndex % SPECIALIZATIONS.length]!),
      country_id: country._id,
      city_id: city?._id ?? null,
      additional_city_ids: online
        ? []
        : random
            .sample(
              cities.filter((c) => c._id !== city?._id),
              random.int(0, 2),
            )
            .map((c) => c._id),
      address: online || !city ? '' : `${city.name}, ${random.pick(STREETS)}, ${random.int(1, 180)}`,
      coordinates:
        online || !city
          ? { lat: 0, lon: 0, is_special_point_on_map: false }
          : {
              lat: Math.round((city.coordinates.lat + (random.next() - 0.5) * 0.08) * 1e6) / 1e6,
              lon: Math.round((city.coordinates.lon + (random.next() - 0.5) * 0.08) * 1e6) / 1e6,
              is_special_point_on_map: random.chance(0.1),
            },
      work_time: schedule(random),
      contacts: contacts(random, slug, random.chance(0.06) || n === 2),
      description,
      language_ids: languages.map((language) => language._id),
      tags,
      carousel_photos: carousel,
      owner_photos: ownerPhotos,
      is_active: !random.chance(0.15),
      creator_admin: creator,
      createdAt: seedDate(random),
    })
  }
  return organizations
}
