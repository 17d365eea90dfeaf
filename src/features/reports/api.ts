import { apiRequest } from '../../shared/api/client'
import { complaintCountsResponseSchema } from './schemas'

export function fetchComplaintCounts(countryId: string, signal?: AbortSignal) {
  return apiRequest(complaintCountsResponseSchema, '/admins/complaints/count', {
    searchParams: { country_id: countryId },
    ...(signal ? { signal } : {}),
  })
}
