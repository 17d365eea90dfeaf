import { describe, expect, it } from 'vitest'
import { addedPhotos } from './added-photos'
import { newRecordHolding } from './create-once'
import { holdsPayload, sameInput } from './same-values'

const sent = {
  owner_id: 'u1',
  name: 'Ярмарка',
  country_id: 'kz',
  city_id: 'almaty',
  description: 'Каждую субботу у фонтана.',
  contacts: { telegram: '@mine', phone: '' },
}
const record = {
  _id: 'e1',
  name: 'Ярмарка',
  user: { _id: 'u1' },
  country: { _id: 'kz', name: 'Казахстан' },
  city: { _id: 'almaty', name: 'Алматы' },
  description: 'Каждую субботу у фонтана.',
  contacts: { telegram: '@mine', phone: '', whatsapp: '' },
  createdAt: '2026-11-27T10:00:00.000Z',
}

describe('the look-up takes a record for this write only when it holds what the write sent', () => {
  it('a record holding every sent field (ids as the referenced records, nested contacts) is this write’s', () => {
    expect(holdsPayload(sent, record)).toBe(true)
  })

  it('a colleague’s record of the same name and owner with another description, city or contact is not', () => {
    expect(holdsPayload(sent, { ...record, description: 'Событие коллеги.' })).toBe(false)
    expect(holdsPayload(sent, { ...record, city: { _id: 'astana', name: 'Астана' } })).toBe(false)
    expect(holdsPayload(sent, { ...record, contacts: { ...record.contacts, telegram: '@colleague' } })).toBe(false)
  })

  it('a new catalogue record is one not shown before that holds the sent fields', () => {
    const shown = new Set(['c1'])
    const now = [
      { _id: 'c1', name: 'Туризм' },
      { _id: 'c2', name: 'Другое' },
      { _id: 'c3', name: 'Туризм' },
    ]
    expect(newRecordHolding(now, shown, { name: 'Туризм' })).toEqual({ _id: 'c3', name: 'Туризм' })
    expect(newRecordHolding(now.slice(0, 2), shown, { name: 'Туризм' })).toBeNull()
  })
})

describe('a dropped upload’s photos are found as the new ones titled as the files sent', () => {
  const entry = (id: string, title: string | null) => ({ _id: id, photo: { title } })

  it('all of them, or none', () => {
    const before = new Set(['p1'])
    const now = [entry('p3', 'b.jpg'), entry('p2', 'a.png'), entry('p1', 'a.png')]
    // The preparation may give a photo another extension.
    expect(addedPhotos(now, (item) => item.photo.title, before, [file('a.png'), file('b.png')])).toEqual([now[0], now[1]])
    expect(addedPhotos(now.slice(1), (item) => item.photo.title, before, [file('a.png'), file('b.png')])).toBeNull()
  })

  it('a colleague’s new photos of other names are not this upload’s', () => {
    expect(addedPhotos([entry('p9', 'colleague.png')], (item) => item.photo.title, new Set(), [file('mine.png')])).toBeNull()
  })
})

describe('a retry is the same write when its input is the same', () => {
  it('deep equality, files by identity', () => {
    const photo = file('a.png')
    expect(sameInput({ payload: { name: 'x' }, photos: [photo] }, { payload: { name: 'x' }, photos: [photo] })).toBe(true)
    expect(sameInput({ photos: [photo] }, { photos: [file('a.png')] })).toBe(false)
    expect(sameInput({ name: 'x' }, { name: 'y' })).toBe(false)
  })
})

function file(name: string) {
  return new File(['x'], name, { type: 'image/png' })
}
