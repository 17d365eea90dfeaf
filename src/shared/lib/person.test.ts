import { describe, expect, it } from 'vitest'
import { personLabel, personShortName } from './person'

describe('personLabel', () => {
  it('names a person by display name and e-mail, leaving out what they do not have', () => {
    expect(personLabel({ display_name: 'Айгуль', email: 'a@example.com' })).toBe('Айгуль, a@example.com')
    expect(personLabel({ display_name: '', email: 'a@example.com' })).toBe('a@example.com')
    expect(personLabel({ display_name: 'Айгуль', email: null })).toBe('Айгуль')
    expect(personLabel({})).toBe('')
  })

  it('names a row by the display name, else the e-mail', () => {
    expect(personShortName({ display_name: 'Айгуль', email: 'a@example.com' })).toBe('Айгуль')
    expect(personShortName({ display_name: '', email: 'a@example.com' })).toBe('a@example.com')
  })
})
