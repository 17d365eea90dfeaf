import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '@/shared/lib/search-params'
import { LIMITS } from '@/shared/limits'
import { fetchUsers } from './api'

export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (search: ListSearch) =>
    queryOptions({
      queryKey: [...userQueries.lists(), search] as const,
      queryFn: ({ signal }) => fetchUsers(search, signal),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  /**
   * The command palette's search of users by name, e-mail or id (GET /admins/users with q; the mock
   * also matches an exact id, docs/api.md): the first few matches.
   */
  search: (q: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'search', q] as const,
      queryFn: async ({ signal }) => (await fetchUsers({ q, page: 1, per_page: LIMITS.paletteResults, status: 'all' }, signal)).users,
    }),
}
