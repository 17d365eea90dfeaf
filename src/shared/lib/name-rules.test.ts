import { describe, expect, it } from 'vitest'
import { catalogueText } from '@/shared/i18n/catalogue'
import { nameProblem } from './name-rules'

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
