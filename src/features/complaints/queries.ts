import { queryOptions } from '@tanstack/react-query'
import { fetchComplaintCounts } from './count-api'
import type { ComplaintKind } from './complaint-kinds'

export const complaintQueries = {
  all: () => ['complaints'] as const,
  byCountry: (countryId: string) => [...complaintQueries.all(), countryId] as const,
  counts: (countryId: string) =>
    queryOptions({
      queryKey: [...complaintQueries.byCountry(countryId), 'counts'] as const,
      queryFn: ({ signal }) => fetchComplaintCounts(countryId, signal),
      staleTime: 30_000,
    }),
  lists: (countryId: string) => [...complaintQueries.byCountry(countryId), 'list'] as const,
  list: <K extends ComplaintKind>(countryId: string, kind: K) =>
    queryOptions({
      queryKey: [...complaintQueries.lists(countryId), kind] as const,
      // The complaint schemas load with the first list, not with the shell's badge on every screen.
      queryFn: async ({ signal }) => (await import('./api')).fetchComplaints(countryId, kind, signal),
      staleTime: 30_000,
    }),
}
