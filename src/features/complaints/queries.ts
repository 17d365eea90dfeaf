import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { checkRecordsUnder } from '@/shared/cache/cache-channel'
import { fetchComplaintCounts, fetchComplaints } from './api'
import { complaintCountsResponseSchema, type ComplaintKind } from './schemas'

/**
 * The /reports screen fetches its list and the counts again this often while the browser tab is visible (two
 * moderators may work one queue); the other screens' nav badge does not.
 */
export const COMPLAINTS_REFRESH = { refetchInterval: 30_000, refetchIntervalInBackground: false } as const

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
      queryFn: ({ signal }) => fetchComplaints(countryId, kind, signal),
      staleTime: 30_000,
    }),
}

// The counts another tab lowered as it sent an answer are taken as the counts' schema reads them: fetched here instead,
// they could be read before that answer reaches the server, and stay one too high until the next refresh.
checkRecordsUnder({ key: complaintQueries.all(), answer: (data) => z.safeParse(complaintCountsResponseSchema, data).success })
