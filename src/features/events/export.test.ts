import { describe, expect, it } from 'vitest'
import { exportText } from '@/shared/i18n/bulk'
import { eventColumns } from './export'

const c = exportText.columns

describe('the columns of events-YYYY-MM-DD.csv', () => {
  it('put the holding date as typed, then the start and end as calendar days (UTC), right after the name', () => {
    expect(eventColumns.slice(2, 5).map((column) => column.header)).toEqual([c.holdingDate, c.dateStart, c.dateEnd])
    const event = { holding_date: '12 июня, с 18:00', date_start: '2026-06-12T00:00:00.000Z', date_end: null } as never
    expect(eventColumns.slice(2, 5).map((column) => column.value(event))).toEqual(['12 июня, с 18:00', '12.06.2026', ''])
  })

  it('say a banned event’s state in an event’s words', () => {
    const status = eventColumns.find((column) => column.header === c.status)!
    expect(status.value({ is_active: false } as never)).toBe(exportText.eventStatus.banned)
  })
})
