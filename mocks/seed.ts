import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '@/shared/auth/cipher'
import { ADMIN_FLAGS, type AdminFlag } from '@/shared/auth/schemas'
import type { AdminRecord, Db, UserRecord } from './db'
import { createRandom, makeId, type Random } from './random'
import { adminFlags, seedStaffAdmins, STAFF_ADMIN_COUNT } from './seed-admins'
import { seedArticles } from './seed-articles'
import { seedCities } from './seed-cities'
import { CATEGORIES, CITIES, COUNTRIES, FIRST_NAMES, LANGUAGES, LAST_NAMES, latin, type CountryCode } from './seed-data'
import { seedDate } from './seed-dates'
import { seedEvents } from './seed-events'
import { seedInformation } from './seed-information'
import { seedModeration } from './seed-moderation'
import { seedOrganizations } from './seed-organizations'
import { seedTemplatePhotos } from './seed-template-photos'

export type SeedOptions = { large?: boolean }

/** The category whose template-photo folder is left empty (the screen's 'no photos' text). */
export const EMPTY_TEMPLATE_CATEGORY_SLUG = 'sport'

/** Id prefixes per collection, so that ids tell what they are in logs. */
export const ID_PREFIX = {
  country: 0x0c0,
  city: 0x0c1,
  language: 0x1a0,
  category: 0xca0,
  subCategory: 0xca1,
  admin: 0xad0,
  user: 0x0a0,
  complaint: 0xc00,
} as const

const hidden = (password: string) => obfuscatePassword(password, DEFAULT_PASSWORD_SALT)

export const countryId = (code: CountryCode) => makeId(ID_PREFIX.country, COUNTRIES.findIndex((c) => c.code === code) + 1)

/** The seeded accounts of README: e-mail, password, rights. */
export const SEEDED_ACCOUNTS = {
  root: { email: 'root@example.com', password: 'root1234' },
  admin: { email: 'admin@example.com', password: 'admin1234' },
  manager: { email: 'manager@example.com', password: 'manager1234' },
  moderator: { email: 'moderator@example.com', password: 'moder1234' },
  events: { email: 'events@example.com', password: 'events1234' },
  own: { email: 'own@example.com', password: 'own12345' },
  user: { email: 'user@example.com', password: 'user1234' },
} as const

function seedAdmins(random: Random): AdminRecord[] {
  const specs: [keyof typeof SEEDED_ACCOUNTS, string, AdminFlag[], CountryCode[], CountryCode[]][] = [
    ['admin', 'Анна Администратор', ADMIN_FLAGS.filter((f) => f !== 'can_edit_only_own_orgs'), ['kz', 'kg', 'ru'], ['kz', 'kg', 'ru']],
    ['manager', 'Максим Менеджер', ['can_modify_users_and_orgs', 'can_edit_orgs'], ['kg', 'uz'], []],
    ['moderator', 'Мира Модератор', [], ['kg'], []],
    ['events', 'Евгений Событийный', ['can_edit_events'], [], []],
    ['own', 'Олег Собственный', ['can_edit_only_own_orgs'], [], ['kz', 'ge']],
  ]
  const seeded = specs.map(([key, name, enabled, complaints, info], i): AdminRecord => ({
    _id: makeId(ID_PREFIX.admin, i + 1),
    display_name: name,
    email: SEEDED_ACCOUNTS[key].email,
    password: hidden(SEEDED_ACCOUNTS[key].password),
    ...adminFlags(enabled),
    view_complains_country_ids: complaints.map(countryId),
    change_info_country_ids: info.map(countryId),
    createdAt: seedDate(random, 30),
  }))
  const extra = Array.from({ length: 12 }, (_, i): AdminRecord => {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    return {
      _id: makeId(ID_PREFIX.admin, seeded.length + i + 1),
      display_name: `${first} ${last}`,
      email: `${latin(first)}.${latin(last)}${i + 1}@staff.example.com`,
      password: hidden(`staff${1000 + i}`),
      ...adminFlags(random.sample(ADMIN_FLAGS, random.int(1, 4))),
      view_complains_country_ids: random.sample(COUNTRIES, random.int(0, 2)).map((c) => countryId(c.code)),
      change_info_country_ids: random.sample(COUNTRIES, random.int(0, 2)).map((c) => countryId(c.code)),
      createdAt: seedDate(random),
    }
  })
  return [...seeded, ...extra]
}

/** Every seeded admin: the README accounts, twelve more, and the staff admins of seed-admins.ts. */
export const ADMIN_COUNT = 5 + 12 + STAFF_ADMIN_COUNT

export const USER_COUNT = 260

function seedUsers(random: Random): UserRecord[] {
  const users = Array.from({ length: USER_COUNT }, (_, i): UserRecord => {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    return {
      _id: makeId(ID_PREFIX.user, i + 1),
      display_name: `${first} ${last}`,
      email: `${latin(first)}.${latin(last)}${i + 1}@mail.example.com`,
      is_active: !random.chance(0.15),
      is_confirmed: !random.chance(0.05),
      createdAt: seedDate(random),
    }
  })
  users[0] = {
    ...users[0]!,
    display_name: 'Пользователь Приложения',
    email: SEEDED_ACCOUNTS.user.email,
    password: hidden(SEEDED_ACCOUNTS.user.password),
    is_active: true,
    is_confirmed: true,
  }
  return users
}

export function createSeed(options: SeedOptions = {}): Db {
  const random = createRandom(20261121)
  const countries = COUNTRIES.map((c, i) => ({
    _id: makeId(ID_PREFIX.country, i + 1),
    name: c.name,
    flag_url: `/uploads/flags/${c.code}.svg`,
  }))
  let cityIndex = 0
  const cities = COUNTRIES.flatMap((c) =>
    CITIES[c.code].map(([name, lat, lon], sort) => ({
      _id: makeId(ID_PREFIX.city, ++cityIndex),
      name,
      sort: sort + 1,
      coordinates: { lat, lon },
      country_id: countryId(c.code),
    })),
  )
  const languages = LANGUAGES.map((l, i) => ({
    _id: makeId(ID_PREFIX.language, i + 1),
    name: l.name,
    flag_url: `/uploads/flags/${l.flag}.svg`,
  }))
  let subIndex = 0
  const categories = CATEGORIES.map((c, i) => ({
    _id: makeId(ID_PREFIX.category, i + 1),
    name: c.name,
    sort: i + 1,
    icon_path: `/uploads/icons/${c.slug}.svg`,
    icon_pressed_path: `/uploads/icons/${c.slug}-pressed.svg`,
    is_hidden: false,
  }))
  const subCategories = CATEGORIES.flatMap((c, i) =>
    c.subs.map((name, sort) => ({
      _id: makeId(ID_PREFIX.subCategory, ++subIndex),
      name,
      sort: sort + 1,
      organizations_count: 0,
      category_id: categories[i]!._id,
      is_hidden: false,
    })),
  )
  const onlineWorkingCategoryId = categories[CATEGORIES.findIndex((c) => c.online)]!._id
  const users = seedUsers(random)
  // After the users, as before the staff admins came: the shared random sequence stays the same.
  const admins = seedAdmins(random)
  admins.push(...seedStaffAdmins((n) => makeId(ID_PREFIX.admin, n), admins.length + 1, countries))
  const db: Db = {
    root: { email: SEEDED_ACCOUNTS.root.email, password: hidden(SEEDED_ACCOUNTS.root.password), display_name: 'Super admin' },
    admins,
    users,
    countries,
    cities,
    languages,
    categories,
    subCategories,
    onlineWorkingCategoryId,
    complaints: [],
    organizations: [],
    reviews: [],
    articleBlocks: [],
    articles: [],
    events: [],
    templatePhotos: seedTemplatePhotos(categories, categories[CATEGORIES.findIndex((c) => c.slug === EMPTY_TEMPLATE_CATEGORY_SLUG)]!._id),
    ...seedInformation(countries),
    files: {},
  }
  db.organizations = seedOrganizations(db, options)
  db.events = seedEvents(db, options)
  seedArticles(db)
  // After the organizations, events and articles: reviews and complaints pointing at real records.
  seedModeration(db)
  // Last: a country and cities that no organization, event or complaint uses.
  seedCities(db)
  return db
}
