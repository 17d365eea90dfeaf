import type { Db, GalleryRecord, InfoBlockRecord, InfoItemRecord } from './db'
import { createRandom, makeId } from './random'

/** Id prefixes of information sections, items and gallery photos (see ID_PREFIX in seed.ts). */
export const INFO_BLOCK_PREFIX = 0x1b0
export const INFO_ITEM_PREFIX = 0x1b1
export const GALLERY_PREFIX = 0x9a1

const SECTIONS: [string, string[]][] = [
  ['Полезная информация', ['{country} — коротко о стране', 'Валюта и оплата', 'Связь и интернет', 'Климат']],
  ['Документы', ['Виза и регистрация', 'Вид на жительство', 'Разрешение на работу']],
  ['Транспорт', ['Общественный транспорт', 'Такси', 'Аэропорты']],
  ['Экстренные службы', ['Телефоны экстренных служб', 'Больницы']],
]

/**
 * Photo sizes (width × height) in turn, so that an item's photos differ in aspect ratio. Every
 * item's first photo is 600 × 338: its copied tag is `width="326" height="184"`.
 */
export const GALLERY_PHOTO_SIZES: readonly (readonly [number, number])[] = [
  [600, 338],
  [300, 400],
  [400, 300],
  [400, 400],
  [500, 250],
  [360, 480],
]

function content(name: string, country: string): string {
  return [
    `<h2>${name}</h2>`,
    `<p>Раздел «${name}» для тех, кто живёт в стране ${country} или собирается приехать.</p>`,
    '<ul><li>Что нужно знать в первую очередь</li><li>Куда обращаться</li><li>Полезные ссылки</li></ul>',
  ].join('\n')
}

/** Information sections with items in every country, 2–5 gallery photos per item. Own random seed. */
export function seedInformation(countries: Db['countries']): Pick<Db, 'infoBlocks' | 'infoItems' | 'gallery'> {
  const random = createRandom(4_100_517)
  const infoBlocks: InfoBlockRecord[] = []
  const infoItems: InfoItemRecord[] = []
  const gallery: GalleryRecord[] = []
  for (const country of countries) {
    SECTIONS.forEach(([sectionName, itemNames], sectionIndex) => {
      const block: InfoBlockRecord = {
        _id: makeId(INFO_BLOCK_PREFIX, infoBlocks.length + 1),
        name: sectionName,
        sort: sectionIndex + 1,
        country_id: country._id,
      }
      infoBlocks.push(block)
      itemNames.forEach((template, itemIndex) => {
        const itemName = template.replace('{country}', country.name)
        const item: InfoItemRecord = {
          _id: makeId(INFO_ITEM_PREFIX, infoItems.length + 1),
          name: itemName,
          inner_html: content(itemName, country.name),
          // The first item of a section is always visible; about one in five of the others is hidden.
          is_visible: itemIndex === 0 || !random.chance(0.2),
          information_block_id: block._id,
          country_id: country._id,
          sort: itemIndex + 1,
        }
        infoItems.push(item)
        const count = random.int(2, 5)
        for (let n = 0; n < count; n += 1) {
          const [w, h] = GALLERY_PHOTO_SIZES[n === 0 ? 0 : (itemIndex + n) % GALLERY_PHOTO_SIZES.length]!
          const _id = makeId(GALLERY_PREFIX, gallery.length + 1)
          const url = `/uploads/gallery/${item._id}/${n + 1}-${w}x${h}.jpg`
          gallery.push({
            _id,
            photo: { _id, url, preview_url: url, title: `${itemName} ${n + 1}`, width: w, height: h },
            country_id: country._id,
            information_block_id: block._id,
            information_item_id: item._id,
          })
        }
      })
    })
  }
  return { infoBlocks, infoItems, gallery }
}
