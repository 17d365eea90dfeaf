import { describe, expect, it } from 'vitest'
import { exportText } from '@/shared/i18n/bulk'
import { eventColumns } from './export'

const c = exportText.columns

describe('the columns of events-YYYY-MM-DD.csv', () => {
  it('are id, name, holding date, start and end, then specialization, place, owner, state, creation date and the contacts', () => {
    expect(eventColumns.map((column) => column.header)).toEqual([
      ...[c.id, c.name, c.holdingDate, c.dateStart, c.dateEnd, c.specialization, c.country, c.city, c.address],
      ...[c.ownerId, c.ownerEmail, c.status, c.createdAt],
      ...[c.phone, c.instagram, c.telegram, c.whatsapp, c.viber, c.facebook, c.website],
    ])
  })

  it('say a banned event’s state in its own words', () => {
    const status = eventColumns.find((column) => column.header === c.status)!
    expect(status.value({ is_active: false } as never)).toBe(exportText.eventStatus.banned)
    expect(status.value({ is_active: true } as never)).toBe(exportText.eventStatus.active)
  })
})
