import { lazy } from 'react'
import { can } from '@/shared/auth/permissions'
import { eventsText } from '@/shared/i18n/events'
import { ru } from '@/shared/i18n/ru'
import { defineEntryList } from '@/shared/ui/entry-list/entry-list-page'
import { preloadable } from '@/shared/ui/preloadable'
import { eventQueries } from '@/features/events/queries'
import { eventCardSpec } from './event-card'

/**
 * /events/view: the shared entry list with the event cards; the
 * modals (and their calls) load with the first row action, not with the list. A card has one meta
 * line more than an organization's.
 */
export const eventsList = defineEntryList({
  texts: { ...eventsText, title: ru.pages.eventsView },
  addTo: '/events/create',
  listQuery: eventQueries.list,
  spec: eventCardSpec,
  Dialogs: preloadable(() => import('./event-dialogs').then((module) => ({ default: module.EventDialogs }))),
  bulk: {
    // A box per card only for an admin who may ban or fully delete events (spec section 6).
    selectable: (profile) => can(profile, 'events:ban') || can(profile, 'events:delete'),
    Layer: lazy(() => import('./event-bulk')),
  },
  exportCsv: { what: 'events', load: () => import('@/features/events/export').then((module) => module.eventsExport) },
  testIds: { list: 'events-list', card: 'event-card' },
  cardHeight: 140,
})
