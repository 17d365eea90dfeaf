import { apiRequest } from '../../shared/api/client'
import { isActiveParam } from '../../shared/lib/list-search'
import type { StatusFilter } from '../../shared/limits'
import { eventsListResponseSchema } from './list-schemas'

export type EventsListParams = {
  q: string
  page: number
  per_page: number
  status: StatusFilter
  deep_search: boolean
  /** Ask for `totals: {all, active, blocked}` over the whole collection as well. */
  count_all_totals?: boolean
}

/** GET /events (the organizations' query): newest first, fully populated, without counting a view. */
export function fetchEvents(params: EventsListParams, signal?: AbortSignal) {
  return apiRequest(eventsListResponseSchema, '/events', {
    searchParams: {
      q: params.q,
      page: params.page,
      per_page: params.per_page,
      is_active: isActiveParam(params.status),
      should_add_views: false,
      sort_by_date: true,
      count_all_totals: params.count_all_totals ?? false,
      deep_search: params.deep_search,
      deep_populate: true,
    },
    ...(signal ? { signal } : {}),
  })
}
