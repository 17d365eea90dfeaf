import type { CsvColumn } from '@/shared/bulk/csv'
import { contactColumns, entryListExport } from '@/shared/entries/entry-export'
import { exportText } from '@/shared/i18n/bulk'
import { formatCalendarDay, formatDay } from '@/shared/lib/format-date'
import { eventSchema, type Event } from './schemas'

const c = exportText.columns

/** The columns of events-YYYY-MM-DD.csv: the holding date as typed, start and end as calendar days. */
export const eventColumns: CsvColumn<Event>[] = [
  { header: c.id, value: (event) => event._id },
  { header: c.name, value: (event) => event.name },
  { header: c.holdingDate, value: (event) => event.holding_date },
  { header: c.dateStart, value: (event) => formatCalendarDay(event.date_start) },
  { header: c.dateEnd, value: (event) => formatCalendarDay(event.date_end) },
  { header: c.specialization, value: (event) => event.specialization },
  { header: c.country, value: (event) => event.country.name },
  { header: c.city, value: (event) => event.city?.name },
  { header: c.address, value: (event) => event.address },
  { header: c.ownerId, value: (event) => event.user._id },
  { header: c.ownerEmail, value: (event) => event.user.email },
  { header: c.status, value: (event) => (event.is_active ? exportText.eventStatus.active : exportText.eventStatus.banned) },
  { header: c.createdAt, value: (event) => formatDay(event.createdAt) },
  ...contactColumns<Event>((event) => event.contacts),
]

/** The export of the events the filters select (search, deep search, status), every page. */
export const eventsExport = entryListExport('events', eventSchema, eventColumns)
