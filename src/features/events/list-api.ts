import { apiRequest } from '@/shared/api/client'
import { entryListSearchParams } from '@/shared/api/entry-list'
import type { EntryListQuery } from '@/shared/lib/list-search'
import { eventsListResponseSchema } from './list-schemas'

/** GET /events (the organizations' query): newest first, fully populated, without counting a view; with the whole collection's totals when asked. */
export function fetchEvents(search: EntryListQuery, countAllTotals: boolean, signal?: AbortSignal) {
  return apiRequest(eventsListResponseSchema, '/events', {
    searchParams: entryListSearchParams(search, countAllTotals),
    ...(signal ? { signal } : {}),
  })
}
