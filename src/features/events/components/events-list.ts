import { eventApi } from '@/features/events/api'
import { eventsExport } from '@/features/events/export'
import { eventQueries } from '@/features/events/queries'
import { defineEntryList } from '@/shared/entries/list/entry-list-definition'
import { eventsText } from '@/shared/i18n/events'
import { eventCardSpec } from './event-card'
import { EventDialogs } from './event-dialogs'

/** /events/view: the shared entry list with the event cards (one meta line more than an organization's, so taller). */
export const eventsList = defineEntryList({
  api: eventApi,
  texts: eventsText,
  queries: eventQueries,
  spec: eventCardSpec,
  Dialogs: EventDialogs,
  exportRun: eventsExport,
  cardHeight: 140,
})
