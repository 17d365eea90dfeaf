import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organizationQueries } from '@/features/organizations/queries'
import { refetchCached, removeFromLists, setCachedData } from '@/shared/cache/query-cache'
import { answerComplaint } from './api'
import { complaintQueries } from './queries'
import { isAlreadyHandled } from './queue'
import type { ComplaintAnswer, ComplaintCountsResponse, ComplaintKind } from './schemas'

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

/** Approving a photo or a review reloads the list (the server may close more than one complaint). */
export function reloadsAfterAnswer(kind: ComplaintKind, answer: 'approve' | 'decline' | 'seen'): boolean {
  return answer === 'approve' && (kind === 'photo' || kind === 'review')
}

/** Kinds whose approval changes an organization (deleted, or a photo or review removed). */
const ORGANIZATION_CONTENT: readonly ComplaintKind[] = ['organization', 'itIsMyOrganization', 'photo', 'review']

/** The field of a cached complaint list that holds the complaints (removeFromLists takes them out by `_id`). */
const LIST_FIELD = 'complaints'

export type AnswerVariables = { complaintId: string; answer: ComplaintAnswer }

/** What the screen says as an answer settles (each answer calls its own, however many are under way). */
export type AnswerEvents = {
  answered?: (variables: AnswerVariables) => void
  /** Refused because the complaint is gone (a colleague was first): it stays out of the queue. */
  alreadyHandled?: (variables: AnswerVariables) => void
  /** Refused for any other reason: the answer is rolled back (the screen shows the complaint again). */
  failed?: (variables: AnswerVariables, error: Error) => void
}

/**
 * Answers a complaint of `kind` in the system country, optimistically: the tab count and
 * the total (the nav badge) go down as it is sent, and the screen takes the complaint out of its
 * queue at once. Photo and review approvals then reload the list and the counts (spec section 4);
 * any other answer removes the complaint from the cached lists here and in every other tab of the
 * admin (the cache channel), without a refetch. A refusal because the complaint is gone counts as
 * done; any other refusal fetches the counts again (rolled back) and the screen puts it back.
 */
export function useAnswerComplaint(countryId: string, kind: ComplaintKind, events: AnswerEvents = {}) {
  const queryClient = useQueryClient()
  const listsKey = complaintQueries.lists(countryId)
  const listKey = complaintQueries.list(countryId, kind).queryKey
  const countsKey = complaintQueries.counts(countryId).queryKey
  const leaveLists = (complaintId: string) => removeFromLists(queryClient, listsKey, LIST_FIELD, complaintId)
  return useMutation({
    mutationFn: ({ complaintId, answer }: AnswerVariables) => answerComplaint({ countryId, complaintId, answer }),
    onMutate: () => {
      setCachedData(queryClient, countsKey, (counts: ComplaintCountsResponse | undefined) => decrementCounts(counts, kind))
    },
    onSuccess: async (_data, variables) => {
      events.answered?.(variables)
      if (variables.answer === 'approve' && ORGANIZATION_CONTENT.includes(kind)) {
        // An organization, its photo or its review is gone: cached organization pages are stale.
        void refetchCached(queryClient, organizationQueries.lists(), { exact: false })
        void refetchCached(queryClient, organizationQueries.details(), { exact: false })
      }
      if (reloadsAfterAnswer(kind, variables.answer)) {
        await Promise.all([refetchCached(queryClient, listKey, { exact: true }), refetchCached(queryClient, countsKey, { exact: true })])
        return
      }
      leaveLists(variables.complaintId)
    },
    onError: async (error, variables) => {
      if (isAlreadyHandled(error)) {
        events.alreadyHandled?.(variables)
        leaveLists(variables.complaintId)
      } else {
        events.failed?.(variables, error)
      }
      // What the server counts now: the answer taken back, or a colleague's answers counted in.
      await refetchCached(queryClient, countsKey, { exact: true })
    },
  })
}
