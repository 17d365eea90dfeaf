import { apiRequest } from '@/shared/api/client'
import { entryListSearchParams } from '@/shared/api/entry-list'
import type { EntryListQuery } from '@/shared/lib/list-search'
import { organizationsListResponseSchema } from './list-schemas'

/** GET /organizations: newest first, fully populated, without counting a view; with the whole collection's totals when asked. */
export function fetchOrganizations(search: EntryListQuery, countAllTotals: boolean, signal?: AbortSignal) {
  return apiRequest(organizationsListResponseSchema, '/organizations', {
    searchParams: entryListSearchParams(search, countAllTotals),
    ...(signal ? { signal } : {}),
  })
}
