import { describe, expect, it } from 'vitest'
import { changedFields, changesFrom, draftAge, fieldPrints, fingerprint } from './draft-fields'

describe("a draft's fields", () => {
  it('a chosen file is told apart by its name, size and type, not by being a file', () => {
    const a = new File(['aaaa'], 'a.png', { type: 'image/png', lastModified: 1 })
    const b = new File(['bbbbbb'], 'b.png', { type: 'image/png', lastModified: 1 })
    expect(fingerprint([a])).not.toBe(fingerprint([b]))
    expect(fingerprint([a])).toBe(fingerprint([new File(['aaaa'], 'a.png', { type: 'image/png', lastModified: 1 })]))
  })

  it('restoring takes only the fields the draft changed from its base', () => {
    const base = fieldPrints({ name: 'Кафе', description: 'Старое', tags: ['a'] })
    expect(changesFrom(base, { name: 'Кафе «Ромашка»', description: 'Старое', tags: ['a'] })).toEqual({ name: 'Кафе «Ромашка»' })
  })

  it("names the fields the server changed since the draft's base", () => {
    const before = fieldPrints({ name: 'Кафе', description: 'Старое' })
    const after = fieldPrints({ name: 'Кафе', description: 'Новое от коллеги' })
    expect(changedFields(before, after)).toEqual(['description'])
  })

  it("a draft's age in the largest whole unit", () => {
    const now = Date.UTC(2026, 0, 10)
    expect(draftAge(now - 30_000, now)).toBe('now')
    expect(draftAge(now - 5 * 60_000, now)).toEqual({ unit: 'minute', count: 5 })
    expect(draftAge(now - 3 * 3_600_000, now)).toEqual({ unit: 'hour', count: 3 })
    expect(draftAge(now - 2 * 86_400_000 - 60_000, now)).toEqual({ unit: 'day', count: 2 })
  })
})
