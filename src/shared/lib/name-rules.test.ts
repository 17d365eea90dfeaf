import { describe, expect, it } from 'vitest'
import { catalogueText } from '@/shared/i18n/categories'
import { catalogueNameSchema, nameProblem } from './name-rules'

describe('catalogue name rule (spec section 5: at least 2 characters, "Минимум 2 символа")', () => {
  it('refuses empty, one-character and blank-padded one-character names', () => {
    expect(nameProblem('')).toBe(catalogueText.nameMin)
    expect(nameProblem('А')).toBe(catalogueText.nameMin)
    expect(nameProblem('  Б  ')).toBe(catalogueText.nameMin)
    expect(catalogueText.nameMin).toBe('Минимум 2 символа')
  })

  it('accepts two characters and more', () => {
    expect(nameProblem('Ав')).toBeNull()
    expect(nameProblem(' Кафе ')).toBeNull()
  })
})

describe('the catalogue name as a form field', () => {
  it('is sent trimmed', () => {
    expect(catalogueNameSchema.parse('  Кафе ')).toBe('Кафе')
  })

  it('refuses a name shorter than 2 once trimmed with "Минимум 2 символа"', () => {
    expect(catalogueNameSchema.safeParse(' А ').error?.issues.map((issue) => issue.message)).toEqual([catalogueText.nameMin])
  })
})
