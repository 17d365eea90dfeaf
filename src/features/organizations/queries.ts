import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchEntryListPage } from '@/shared/entries/entry-list-calls'
import type { EntryListSearch } from '@/shared/lib/search-params'
import { LIMITS } from '@/shared/limits'
import { fetchOrganization, fetchOrganizations } from './api'

/**
 * The organizations' query keys, generic to specific. Organizations are not scoped by the system
 * country (spec section 7 sends no country), so no country in the keys.
 */
export const organizationQueries = {
  all: () => ['organizations'] as const,
  lists: () => [...organizationQueries.all(), 'list'] as const,
  /** A page of GET /organizations with the totals of the first load; the previous page stays on screen while the next loads. */
  list: (search: EntryListSearch) =>
    queryOptions({
      queryKey: [...organizationQueries.lists(), search] as const,
      queryFn: ({ signal, client }) =>
        fetchEntryListPage(client, organizationQueries.totals(), search, (countAllTotals) =>
          fetchOrganizations(search, countAllTotals, signal),
        ),
      placeholderData: keepPreviousData,
    }),
  /** The status filter's totals, kept from the first load (spec section 4). */
  totals: () => [...organizationQueries.all(), 'totals'] as const,
  details: () => [...organizationQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...organizationQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchOrganization(id, signal),
    }),
  /**
   * The command palette's name search: the first matches of GET /organizations for `q`, under the
   * organizations key so that every invalidation of organizations covers it.
   */
  search: (q: string) =>
    queryOptions({
      queryKey: [...organizationQueries.all(), 'search', q] as const,
      queryFn: async ({ signal }) =>
        (await fetchOrganizations({ q, page: 1, per_page: LIMITS.paletteResults, status: 'all', deep_search: false }, false, signal)).items,
    }),
}
