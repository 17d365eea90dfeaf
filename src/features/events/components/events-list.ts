import { lazy } from 'react'
import { eventsExport } from '@/features/events/export'
import { eventQueries } from '@/features/events/queries'
import { can } from '@/shared/auth/permissions'
import { defineEntryList } from '@/shared/entries/list/entry-list-page'
import { eventsText } from '@/shared/i18n/events'
import { ru } from '@/shared/i18n/ru'
import { EventBulk } from './event-bulk'
import { eventCardSpec } from './event-card'

// The row actions' modals (Mantine's Modal) show only after a menu item's press (docs/architecture.md, 'Loading code
// lazily'): the list fetches their code as the pointer or the focus reaches a card's ⋮.
const loadDialogs = () => import('./event-dialogs')
const EventDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.EventDialogs })))

/** /events/view: the shared directory-entry list with the event cards (one meta line more than an organization's). */
export const eventsList = defineEntryList({
  texts: { ...eventsText, title: ru.pages.eventsView },
  addTo: '/events/create',
  mayAdd: (profile) => can(profile, 'events:create'),
  listQuery: eventQueries.list,
  spec: eventCardSpec,
  Dialogs: EventDialogs,
  loadDialogs,
  bulk: {
    // A box per card only for an admin who may ban or fully delete events (spec section 6).
    selectable: (profile) => can(profile, 'events:ban') || can(profile, 'events:delete'),
    Layer: EventBulk,
  },
  exportCsv: { what: 'events', run: eventsExport },
  testIds: { list: 'events-list', card: 'event-card' },
  cardHeight: 140,
})
