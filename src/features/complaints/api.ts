import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import {
  complaintCountsResponseSchema,
  complaintListResponseSchema,
  parseComplaintList,
  type ComplaintAnswer,
  type ComplaintKind,
  type ComplaintList,
} from './schemas'

/** GET /admins/complaints/count (country_id): the counts per kind and in all. */
export function fetchComplaintCounts(countryId: string, signal?: AbortSignal) {
  return apiRequest(complaintCountsResponseSchema, '/admins/complaints/count', {
    searchParams: { country_id: countryId },
    ...(signal ? { signal } : {}),
  })
}

/** GET /api/admins/complaints (country_id, type): the complaints of one kind, read leniently (the unreadable ones counted). */
export async function fetchComplaints<K extends ComplaintKind>(
  countryId: string,
  kind: K,
  signal?: AbortSignal,
): Promise<ComplaintList<K>> {
  const { complaints } = await apiRequest(complaintListResponseSchema, '/admins/complaints', {
    searchParams: { country_id: countryId, type: kind },
    ...(signal ? { signal } : {}),
  })
  return parseComplaintList(kind, complaints)
}

export type AnswerComplaintInput = { countryId: string; complaintId: string; answer: ComplaintAnswer }

/** PUT /api/admins/complaints {country_id, answer, complain_id} → {status}. */
export function answerComplaint({ countryId, complaintId, answer }: AnswerComplaintInput) {
  return apiRequest(okSchema, '/admins/complaints', {
    method: 'put',
    json: { country_id: countryId, answer, complain_id: complaintId },
  })
}
