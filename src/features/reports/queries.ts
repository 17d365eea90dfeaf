import { queryOptions } from '@tanstack/react-query'
import { fetchComplaintCounts } from './api'

export const reportQueries = {
  all: () => ['reports'] as const,
  byCountry: (countryId: string) => [...reportQueries.all(), countryId] as const,
  counts: (countryId: string) =>
    queryOptions({
      queryKey: [...reportQueries.byCountry(countryId), 'counts'] as const,
      queryFn: ({ signal }) => fetchComplaintCounts(countryId, signal),
      staleTime: 30_000,
    }),
}
