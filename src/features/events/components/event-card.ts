import type { EventListItem } from '@/features/events/schemas'
import { can } from '@/shared/auth/permissions'
import type { EntryCardSpec } from '@/shared/entries/list/entry-card'
import { entryMenuItems, type EntryAction } from '@/shared/entries/list/row-menu-items'
import { eventsText } from '@/shared/i18n/events'
import { formatCalendarDay, formatDay } from '@/shared/lib/format-date'

/**
 * The start–end dates of an event as DD.MM.YYYY (calendar days, read in UTC): both when both are
 * given, the one given otherwise, else the 'not given' text.
 */
export function eventDatesText(event: Pick<EventListItem, 'date_start' | 'date_end'>): string {
  const start = formatCalendarDay(event.date_start)
  const end = formatCalendarDay(event.date_end)
  if (start && end) return [start, ' – ', end].join('')
  return start || end || eventsText.noDates
}

/**
 * What an event card shows: city, holding date, start–end dates, owner e-mail,
 * state and creation date; and its row menu (spec section 6): the single view in a new tab for
 * everyone who sees the list; with can_edit_events edit and photo editing (new tab) and ban /
 * unban; with can_fully_delete the full delete. The menu shows only with one of those two rights.
 */
export const eventCardSpec: EntryCardSpec<EventListItem, EntryAction> = {
  // join() makes flat strings (template literals would keep concatenation trees in memory).
  meta: (event) =>
    [
      eventsText.city,
      ': ',
      event.city?.name ?? eventsText.noCity,
      '\n',
      eventsText.holdingDate,
      ': ',
      event.holding_date,
      '\n',
      eventsText.dates,
      ': ',
      eventDatesText(event),
      '\n',
      eventsText.owner,
      ': ',
      event.user.email,
    ].join(''),
  status: (event) =>
    [event.is_active ? eventsText.active : eventsText.banned, ' · ', eventsText.createdAt, ': ', formatDay(event.createdAt)].join(''),
  noPhoto: eventsText.noPhoto,
  hasMenu: (_event, profile) => can(profile, 'events:menu'),
  menu: (event, profile) =>
    entryMenuItems({
      base: '/events',
      entry: event,
      texts: eventsText.menu,
      canEdit: can(profile, 'events:edit'),
      canBan: can(profile, 'events:ban'),
      canDelete: can(profile, 'events:delete'),
    }),
}
