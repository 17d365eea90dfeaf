import type { TemplatePhoto } from '@/features/template-photos/schemas'
import type { CategoryRecord } from './db'
import { createRandom, makeId } from './random'

/** Id prefix of template photos (see ID_PREFIX in seed.ts). */
export const TEMPLATE_PHOTO_PREFIX = 0x7e0
export const TEMPLATE_PHOTOS_PER_CATEGORY = 12

const TITLES = ['Фасад', 'Интерьер', 'Вход', 'Зал', 'Витрина', 'Команда', 'Вывеска', 'Рабочее место', 'Терраса', 'Вид сверху']

/** A few dozen template photos per organization category but one; some have no title. Own random seed. */
export function seedTemplatePhotos(categories: readonly CategoryRecord[], emptyCategoryId: string): TemplatePhoto[] {
  const random = createRandom(7_300_301)
  const photos: TemplatePhoto[] = []
  for (const category of categories) {
    if (category._id === emptyCategoryId) continue
    for (let n = 1; n <= TEMPLATE_PHOTOS_PER_CATEGORY; n += 1) {
      const _id = makeId(TEMPLATE_PHOTO_PREFIX, photos.length + 1)
      const url = `/uploads/template-photos/${category._id}/${n}.jpg`
      photos.push({
        _id,
        category_id: category._id,
        photo: {
          _id,
          url,
          preview_url: url,
          title: random.chance(0.2) ? null : `${random.pick(TITLES)} ${n}`,
          width: 400,
          height: 300,
        },
      })
    }
  }
  return photos
}
