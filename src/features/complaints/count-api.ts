import { apiRequest } from '@/shared/api/client'
import { complaintCountsResponseSchema } from './count-schemas'

/** GET /admins/complaints/count (country_id): the counts per kind and in all. */
export function fetchComplaintCounts(countryId: string, signal?: AbortSignal) {
  return apiRequest(complaintCountsResponseSchema, '/admins/complaints/count', {
    searchParams: { country_id: countryId },
    ...(signal ? { signal } : {}),
  })
}
