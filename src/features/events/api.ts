import { entryApi } from '@/shared/entries/entry-api'
import { eventPayloadSchema, eventResponseSchema, eventsListResponseSchema } from './schemas'

/** The events' calls (spec section 7: "query as organizations"); the list answer's totals are `totals.blocked` and its kin. */
export const eventApi = entryApi({
  kind: 'events',
  one: 'event',
  responseSchema: eventResponseSchema,
  listSchema: eventsListResponseSchema,
  payloadSchema: eventPayloadSchema,
  totalsOf: ({ totals }) => (totals ? { all: totals.all, active: totals.active, banned: totals.blocked } : null),
})

export const { list: fetchEvents, detail: fetchEvent, create: createEvent, edit: editEvent } = eventApi
