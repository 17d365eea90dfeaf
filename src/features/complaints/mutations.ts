import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organizationQueries } from '@/features/organizations/queries'
import { refetchCached, setCachedData } from '@/shared/api/query-cache'
import { answerComplaint } from './api'
import { complaintQueries } from './queries'
import type { ComplaintAnswer, ComplaintCountsResponse, ComplaintKind, ComplaintList } from './schemas'

/**
 * Spec section 4 "Complaint answers": after an answer that is not a photo or review approval the
 * count for the complaint's type and the total go down by one (never below zero).
 */
export function decrementCounts(counts: ComplaintCountsResponse | undefined, kind: ComplaintKind): ComplaintCountsResponse | undefined {
  if (!counts) return counts
  return {
    counts: { ...counts.counts, [kind]: Math.max(0, counts.counts[kind] - 1) },
    allComplaintsCount: Math.max(0, counts.allComplaintsCount - 1),
  }
}

/** The cached list without the answered complaint (by `_id`); the count of unreadable ones stays. */
export function removeComplaint<L extends Pick<ComplaintList, 'skipped'> & { complaints: { _id: string }[] }>(
  list: L | undefined,
  complaintId: string,
): L | undefined {
  return list && { ...list, complaints: list.complaints.filter((complaint) => complaint._id !== complaintId) }
}

/** Approving a photo or a review reloads the list (the server may close more than one complaint). */
export function reloadsAfterAnswer(kind: ComplaintKind, answer: 'approve' | 'decline' | 'seen'): boolean {
  return answer === 'approve' && (kind === 'photo' || kind === 'review')
}

/** Kinds whose approval changes an organization (deleted, or a photo or review removed). */
const ORGANIZATION_CONTENT: readonly ComplaintKind[] = ['organization', 'itIsMyOrganization', 'photo', 'review']

/**
 * Answers a complaint of `kind` in the system country. Photo and review approvals reload the list
 * and the counts; any other answer removes the complaint from the cached list and takes one off
 * its tab count and the total (which the nav badge reads) without a refetch.
 */
export function useAnswerComplaint(countryId: string, kind: ComplaintKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ complaintId, answer }: { complaintId: string; answer: ComplaintAnswer }) =>
      answerComplaint({ countryId, complaintId, answer }),
    onSuccess: async (_data, { complaintId, answer }) => {
      if (answer === 'approve' && ORGANIZATION_CONTENT.includes(kind)) {
        // An organization, its photo or its review is gone: cached organization pages are stale.
        void refetchCached(queryClient, organizationQueries.lists(), { exact: false })
        void refetchCached(queryClient, organizationQueries.details(), { exact: false })
      }
      const listKey = complaintQueries.list(countryId, kind).queryKey
      const countsKey = complaintQueries.counts(countryId).queryKey
      if (reloadsAfterAnswer(kind, answer)) {
        await Promise.all([refetchCached(queryClient, listKey, { exact: true }), refetchCached(queryClient, countsKey, { exact: true })])
        return
      }
      setCachedData(queryClient, listKey, (list: ComplaintList | undefined) => removeComplaint(list, complaintId))
      setCachedData(queryClient, countsKey, (counts: ComplaintCountsResponse | undefined) => decrementCounts(counts, kind))
    },
  })
}
