import { describe, expect, it } from 'vitest'
import { exportText } from '@/shared/i18n/bulk'
import { entryColumns } from './entry-export'

const c = exportText.columns
const entry = {
  _id: '0123456789abcdef01234567',
  name: 'Ярмарка мёда',
  specialization: 'Мёд',
  country: { name: 'Казахстан' },
  city: null,
  address: 'ул. Абая, 1',
  user: { _id: 'fedcba9876543210fedcba98', email: 'owner@example.com' },
  is_active: false,
  createdAt: '2026-03-05T10:00:00.000Z',
  contacts: { phone_number: '+7 700 000 00 00', instagram: '', telegram: '', whatsapp: '', viber: '', facebook: '', website: '' },
  kind: 'своя',
}
const columns = entryColumns<typeof entry>([{ header: 'Своя колонка', value: (item) => item.kind }], { active: 'Идёт', banned: 'Снято' })
const cell = (header: string) => columns.find((column) => column.header === header)!.value(entry)

describe('the columns of an organization or event export (entryColumns)', () => {
  it('are id and name, the kind’s own, then specialization, place, owner, state, creation date and the seven contacts', () => {
    expect(columns.map((column) => column.header)).toEqual([
      ...[c.id, c.name, 'Своя колонка', c.specialization, c.country, c.city, c.address],
      ...[c.ownerId, c.ownerEmail, c.status, c.createdAt],
      ...[c.phone, c.instagram, c.telegram, c.whatsapp, c.viber, c.facebook, c.website],
    ])
  })

  it('say the state in the kind’s words, the creation day as DD.MM.YYYY, and leave a missing city empty', () => {
    expect(cell(c.status)).toBe('Снято')
    expect(cell(c.createdAt)).toMatch(/^0[45]\.03\.2026$/)
    expect(cell(c.city)).toBeUndefined()
    expect(cell(c.ownerEmail)).toBe('owner@example.com')
    expect(cell(c.phone)).toBe('+7 700 000 00 00')
  })
})
