import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchAdmins } from './api'
import type { AdminsSearch } from './schemas'

/** Administrators are root's and not scoped by a country: no country in the keys. */
export const adminQueries = {
  all: () => ['admins'] as const,
  lists: () => [...adminQueries.all(), 'list'] as const,
  list: (search: AdminsSearch) =>
    queryOptions({
      queryKey: [...adminQueries.lists(), search] as const,
      queryFn: ({ signal }) => fetchAdmins(search, signal),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
}
