import type { Page } from '@playwright/test'
import { eventsText } from '../../src/shared/i18n/events'
import { ru } from '../../src/shared/i18n/ru'
import { EntryListPage } from './entry-list.page'

/** /events/view: the events list and its row actions. */
export class EventsListPage extends EntryListPage {
  constructor(page: Page) {
    super(page, {
      path: '/events/view',
      title: ru.pages.eventsView,
      add: eventsText.add,
      actions: eventsText.actions,
      testIds: { list: 'events-list', card: 'event-card' },
    })
  }
}
