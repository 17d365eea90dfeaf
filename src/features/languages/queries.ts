import { queryOptions } from '@tanstack/react-query'
import { fetchLanguages } from './api'

export const languageQueries = {
  all: () => ['languages'] as const,
  list: () =>
    queryOptions({
      queryKey: [...languageQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchLanguages(signal),
      staleTime: 10 * 60_000,
    }),
}
