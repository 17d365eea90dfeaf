import { entryColumns, entryListExport } from '@/shared/entries/entry-export'
import { exportText } from '@/shared/i18n/bulk'
import { formatCalendarDay } from '@/shared/lib/format-date'
import { eventSchema, type Event } from './schemas'

const c = exportText.columns

/** The columns of events-YYYY-MM-DD.csv: the holding date as typed, start and end as calendar days. */
export const eventColumns = entryColumns<Event>(
  [
    { header: c.holdingDate, value: (event) => event.holding_date },
    { header: c.dateStart, value: (event) => formatCalendarDay(event.date_start) },
    { header: c.dateEnd, value: (event) => formatCalendarDay(event.date_end) },
  ],
  exportText.eventStatus,
)

/** The export of the events the filters select (search, deep search, status), every page. */
export const eventsExport = entryListExport('events', eventSchema, eventColumns)
