import { describe, expect, it } from 'vitest'
import { catalogueText } from '@/shared/i18n/categories'
import { categoryNameFormSchema } from './schemas'

describe('the category and sub-category name dialog (spec section 5: at least 2 characters)', () => {
  it('refuses an empty or one-character name, spaces around it not counted, with "Минимум 2 символа"', () => {
    for (const name of ['', 'А', '  Б  ']) {
      expect(categoryNameFormSchema.safeParse({ name }).error?.issues).toEqual([
        expect.objectContaining({ path: ['name'], message: catalogueText.nameMin }),
      ])
    }
    expect(catalogueText.nameMin).toBe('Минимум 2 символа')
  })

  it('sends two characters and more, trimmed', () => {
    expect(categoryNameFormSchema.parse({ name: ' Кафе ' })).toEqual({ name: 'Кафе' })
    expect(categoryNameFormSchema.parse({ name: 'Ав' })).toEqual({ name: 'Ав' })
  })
})
