import { lazy } from 'react'
import { eventsText } from '../../../shared/i18n/events'
import { ru } from '../../../shared/i18n/ru'
import { defineEntryList } from '../../../shared/ui/entry-list/entry-list-page'
import { eventQueries } from '../queries'
import { eventCardSpec } from './event-card'

/**
 * /events/view (issue 8 "List"): the shared directory-entry list with the event cards; the
 * modals (and their calls) load with the first row action, not with the list. A card has one meta
 * line more than an organization's.
 */
export const eventsList = defineEntryList({
  texts: { ...eventsText, title: ru.pages.eventsView },
  addTo: '/events/create',
  listQuery: eventQueries.list,
  spec: eventCardSpec,
  Dialogs: lazy(() => import('./event-dialogs').then((module) => ({ default: module.EventDialogs }))),
  testIds: { list: 'events-list', card: 'event-card' },
  cardHeight: 140,
})
