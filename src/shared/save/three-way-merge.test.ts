import { describe, expect, it } from 'vitest'
import { changedPart, resolveConflicts, sameValue, threeWayMerge } from './three-way-merge'

const base = { name: 'Кафе', description: 'Старое описание', tags: ['кофе'], contacts: { phone: '1', site: '' } }

describe('a save merged onto the record as the server holds it now', () => {
  it('keeps a field changed only on the other side (only-theirs)', () => {
    const mine = { ...base, name: 'Кафе у моря' }
    const theirs = { ...base, description: 'Описание коллеги' }
    const result = threeWayMerge(base, mine, theirs)
    expect(result.merged).toEqual({ ...base, name: 'Кафе у моря', description: 'Описание коллеги' })
    expect(result.outcomes.description).toBe('theirs')
    expect(result.conflicts).toEqual([])
  })

  it("carries this admin's change onto the fresh copy (only-mine)", () => {
    const mine = { ...base, tags: ['кофе', 'завтраки'] }
    const result = threeWayMerge(base, mine, base)
    expect(result.outcomes.tags).toBe('mine')
    expect(result.outcomes.name).toBe('unchanged')
    expect(result.merged.tags).toEqual(['кофе', 'завтраки'])
  })

  it('takes a field both sides changed to the same value without asking', () => {
    const mine = { ...base, name: 'Кофейня' }
    const theirs = { ...base, name: 'Кофейня' }
    const result = threeWayMerge(base, mine, theirs)
    expect(result.outcomes.name).toBe('same')
    expect(result.conflicts).toEqual([])
    expect(result.merged.name).toBe('Кофейня')
  })

  it('asks about a field both sides changed to different values, and applies the choice per field', () => {
    const mine = { ...base, name: 'Моё имя', description: 'Моё описание' }
    const theirs = { ...base, name: 'Их имя', description: 'Их описание' }
    const result = threeWayMerge(base, mine, theirs)
    expect(result.conflicts).toEqual(['name', 'description'])
    expect(resolveConflicts(result, theirs, { name: 'theirs', description: 'mine' })).toEqual({
      ...base,
      name: 'Их имя',
      description: 'Моё описание',
    })
  })

  it('compares arrays and objects by value, not by identity', () => {
    const mine = { ...base, tags: ['кофе'], contacts: { site: '', phone: '1' } }
    const theirs = { ...base, contacts: { phone: '2', site: '' } }
    const result = threeWayMerge(base, mine, theirs)
    expect(result.outcomes.tags).toBe('unchanged')
    expect(result.outcomes.contacts).toBe('theirs')
    expect(result.merged.contacts).toEqual({ phone: '2', site: '' })
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true)
  })

  it('sends only what differs from the record as it is now', () => {
    expect(changedPart({ name: 'Новое', tags: ['a'], city: 'x' }, { name: 'Старое', tags: ['a'], city: 'x' })).toEqual({ name: 'Новое' })
  })
})
