import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../shared/lib/list-search'
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
}
