import { describe, expect, it } from 'vitest'
import { infoSavedValues } from './info-draft'
import { infoChanges, replaceInfoItem } from './info-edit'
import type { InfoItem, InfoSection } from './schemas'

const item: InfoItem = { _id: 'i1', name: 'Валюта и оплата', inner_html: '<p>Тенге</p>', is_visible: true, information_block_id: 'b1' }
const table: InfoSection[] = [
  { _id: 'b1', name: 'Полезная информация', items: [item, { ...item, _id: 'i2', name: 'Климат' }] },
  { _id: 'b2', name: 'Документы', items: [{ ...item, _id: 'i3', name: 'Виза', information_block_id: 'b2' }] },
]

describe('information item save (PUT /admins/infos: only the changed parts)', () => {
  it('nothing changed sends nothing beyond the country and item', () => {
    expect(infoChanges(item, infoSavedValues(item))).toEqual({})
  })

  it('sends the trimmed name, the body and the visibility only when each changed', () => {
    expect(infoChanges(item, { name: ' Деньги ', inner_html: '<p>Тенге</p>', is_visible: true })).toEqual({ name: 'Деньги' })
    expect(infoChanges(item, { name: 'Валюта и оплата ', inner_html: '<b>Тенге</b>', is_visible: false })).toEqual({
      inner_html: '<b>Тенге</b>',
      is_visible: false,
    })
  })

  it('the saved item replaces the old one in its section of the cached table; other sections stay as they were', () => {
    const saved = { ...item, name: 'Деньги', is_visible: false }
    const next = replaceInfoItem(table, saved)!
    expect(next[0]!.items.map((entry) => entry.name)).toEqual(['Деньги', 'Климат'])
    expect(next[0]!.items[0]!.is_visible).toBe(false)
    expect(next[1]).toBe(table[1])
    expect(replaceInfoItem(undefined, saved)).toBeUndefined()
  })
})
