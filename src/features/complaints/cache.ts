import type { Complaint, ComplaintCountsResponse, ComplaintKind } from './schemas'

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

/** The cached list without the answered complaint (by `_id`). */
export function removeComplaint<T extends Pick<Complaint, '_id'>>(list: T[] | undefined, complaintId: string): T[] | undefined {
  return list?.filter((complaint) => complaint._id !== complaintId)
}

/** Approving a photo or a review reloads the list (the server may close more than one complaint). */
export function reloadsAfterAnswer(kind: ComplaintKind, answer: 'approve' | 'decline' | 'seen'): boolean {
  return answer === 'approve' && (kind === 'photo' || kind === 'review')
}
