import { apiRequest } from '../../shared/api/client'
import { isActiveParam } from '../../shared/lib/list-search'
import type { StatusFilter } from '../../shared/limits'
import { organizationsListResponseSchema } from './list-schemas'

export type OrganizationsListParams = {
  q: string
  page: number
  per_page: number
  status: StatusFilter
  deep_search: boolean
  /** Ask for total_active and total_blocked over the whole collection as well. */
  count_all_totals?: boolean
}

/** GET /organizations: newest first, fully populated, without counting a view. */
export function fetchOrganizations(params: OrganizationsListParams, signal?: AbortSignal) {
  return apiRequest(organizationsListResponseSchema, '/organizations', {
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
