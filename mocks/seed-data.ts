/** Fixed Russian reference data for the seed. */

export const COUNTRIES = [
  { code: 'am', name: 'Армения', stripes: ['#D90012', '#0033A0', '#F2A800'] },
  { code: 'ge', name: 'Грузия', stripes: ['#FFFFFF', '#FF0000', '#FFFFFF'] },
  { code: 'kz', name: 'Казахстан', stripes: ['#00AFCA', '#00AFCA', '#FEC50C'] },
  { code: 'kg', name: 'Кыргызстан', stripes: ['#E8112D', '#E8112D', '#E8112D'] },
  { code: 'ru', name: 'Россия', stripes: ['#FFFFFF', '#0039A6', '#D52B1E'] },
  { code: 'uz', name: 'Узбекистан', stripes: ['#0099B5', '#FFFFFF', '#1EB53A'] },
] as const

export type CountryCode = (typeof COUNTRIES)[number]['code']

export const CITIES: Record<CountryCode, [string, number, number][]> = {
  am: [
    ['Ереван', 40.1792, 44.4991],
    ['Гюмри', 40.7942, 43.8453],
    ['Ванадзор', 40.8128, 44.4883],
  ],
  ge: [
    ['Тбилиси', 41.7151, 44.8271],
    ['Батуми', 41.6168, 41.6367],
    ['Кутаиси', 42.2679, 42.7181],
  ],
  kz: [
    ['Алматы', 43.2389, 76.8897],
    ['Астана', 51.1694, 71.4491],
    ['Шымкент', 42.3417, 69.5901],
    ['Караганда', 49.8047, 73.1094],
  ],
  kg: [
    ['Бишкек', 42.8746, 74.5698],
    ['Ош', 40.5283, 72.7985],
    ['Каракол', 42.4907, 78.3936],
    ['Джалал-Абад', 40.9333, 73.0],
  ],
  ru: [
    ['Москва', 55.7558, 37.6173],
    ['Санкт-Петербург', 59.9343, 30.3351],
    ['Казань', 55.7961, 49.1064],
    ['Новосибирск', 55.0084, 82.9357],
    ['Екатеринбург', 56.8389, 60.6057],
  ],
  uz: [
    ['Ташкент', 41.2995, 69.2401],
    ['Самарканд', 39.6542, 66.9597],
    ['Бухара', 39.7747, 64.4286],
  ],
}

export const LANGUAGES = [
  { code: 'ru', name: 'Русский', flag: 'ru' },
  { code: 'en', name: 'English', flag: 'en' },
  { code: 'kk', name: 'Қазақша', flag: 'kz' },
  { code: 'ky', name: 'Кыргызча', flag: 'kg' },
  { code: 'uz', name: 'Oʻzbekcha', flag: 'uz' },
  { code: 'hy', name: 'Հայերեն', flag: 'am' },
  { code: 'ka', name: 'ქართული', flag: 'ge' },
] as const

export const EXTRA_FLAGS: Record<string, readonly string[]> = {
  en: ['#012169', '#FFFFFF', '#C8102E'],
  tj: ['#CC0000', '#FFFFFF', '#006600'],
}

/** Categories with their sub-categories; `online` marks the online-working category. */
export const CATEGORIES: { slug: string; name: string; subs: string[]; online?: boolean }[] = [
  { slug: 'food', name: 'Кафе и рестораны', subs: ['Кофейни', 'Рестораны', 'Фастфуд', 'Пекарни'] },
  { slug: 'beauty', name: 'Красота и здоровье', subs: ['Салоны красоты', 'Барбершопы', 'Клиники', 'Аптеки'] },
  { slug: 'education', name: 'Образование', subs: ['Языковые курсы', 'Репетиторы', 'Детские сады'] },
  { slug: 'shops', name: 'Магазины', subs: ['Продукты', 'Одежда', 'Электроника'] },
  { slug: 'services', name: 'Услуги', subs: ['Ремонт техники', 'Юристы', 'Переводчики', 'Бухгалтерия'] },
  { slug: 'sport', name: 'Спорт', subs: [] },
  { slug: 'online', name: 'Работа онлайн', subs: [], online: true },
]

export const FIRST_NAMES = [
  'Алексей',
  'Мария',
  'Иван',
  'Анна',
  'Дмитрий',
  'Елена',
  'Сергей',
  'Ольга',
  'Николай',
  'Татьяна',
  'Айгерим',
  'Бакыт',
  'Нурлан',
  'Динара',
  'Тимур',
  'Гульнара',
  'Арман',
  'Жанна',
  'Рустам',
  'Камила',
  'Давид',
  'Нино',
  'Георгий',
  'Ани',
  'Артур',
  'Лилит',
  'Азиз',
  'Мадина',
  'Фарход',
  'Зарина',
]

export const LAST_NAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Соколов',
  'Лебедев',
  'Новиков',
  'Морозов',
  'Волков',
  'Алиев',
  'Абдуллаев',
  'Садыков',
  'Исаев',
  'Оразов',
  'Беридзе',
  'Гелашвили',
  'Петросян',
  'Саркисян',
  'Юсупов',
  'Каримов',
]

export const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

export function latin(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => TRANSLIT[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]/g, '')
}

export const COMPLAINT_TEXTS = {
  wrong: ['Неверный адрес', 'Организация закрылась', 'Телефон не отвечает', 'Неправильные часы работы', 'Это не та категория'],
  offensive: ['Оскорбительный текст', 'Нецензурная лексика', 'Неприемлемое фото', 'Спам и реклама', 'Мошенничество'],
} as const

/** Id prefixes of the countries and cities seeded after the rest (mocks/seed-cities.ts). */
export const ID_PREFIX_GEO_EXTRA = { country: 0x0c2, city: 0x0c3 } as const
