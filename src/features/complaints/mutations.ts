import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organizationQueries } from '@/features/organizations/queries'
import { answerComplaint } from './api'
import { decrementCounts, reloadsAfterAnswer, removeComplaint } from './cache'
import { complaintQueries } from './queries'
import type { ComplaintAnswer, ComplaintKind } from './schemas'

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
        void queryClient.invalidateQueries({ queryKey: organizationQueries.lists() })
        void queryClient.invalidateQueries({ queryKey: organizationQueries.details() })
      }
      const listKey = complaintQueries.list(countryId, kind).queryKey
      const countsKey = complaintQueries.counts(countryId).queryKey
      if (reloadsAfterAnswer(kind, answer)) {
        await Promise.all([queryClient.refetchQueries({ queryKey: listKey }), queryClient.refetchQueries({ queryKey: countsKey })])
        return
      }
      queryClient.setQueryData(listKey, (list) => removeComplaint(list, complaintId))
      queryClient.setQueryData(countsKey, (counts) => decrementCounts(counts, kind))
    },
  })
}
