import { describe, expect, it } from 'vitest'
import { appendItem, removeItem, replaceItem } from './catalogue-list'

const list = [
  { _id: 'a', name: 'Кафе' },
  { _id: 'b', name: 'Спорт' },
]

describe('catalogue list updates (spec section 4: appended on create, replaced on update, removed on delete)', () => {
  it('appends a new item at the end; an item already there is replaced, not doubled', () => {
    expect(appendItem(list, { _id: 'c', name: 'Туризм' })?.map((i) => i._id)).toEqual(['a', 'b', 'c'])
    expect(appendItem(list, { _id: 'a', name: 'Кофейни' })).toEqual([{ _id: 'a', name: 'Кофейни' }, list[1]])
  })

  it('replaces by _id in place and leaves the others as they were', () => {
    const next = replaceItem(list, { _id: 'b', name: 'Фитнес' })!
    expect(next.map((i) => i.name)).toEqual(['Кафе', 'Фитнес'])
    expect(next[0]).toBe(list[0])
  })

  it('removes by _id; an unknown id changes nothing', () => {
    expect(removeItem(list, 'a')).toEqual([list[1]])
    expect(removeItem(list, 'zz')).toEqual(list)
  })

  it('leaves a list that is not loaded alone', () => {
    expect(appendItem(undefined, { _id: 'c' })).toBeUndefined()
    expect(replaceItem(undefined, { _id: 'c' })).toBeUndefined()
    expect(removeItem(undefined, 'c')).toBeUndefined()
  })
})
