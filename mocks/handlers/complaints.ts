import { http } from 'msw'
import { COMPLAINT_KINDS, type ComplaintCounts } from '../../src/features/reports/schemas'
import { api, authed, MockHttpError, ok, requireCan, searchParam } from '../lib'
import { db } from '../store'

function requireCountry(request: Request): string {
  const countryId = searchParam(request, 'country_id')
  if (!countryId) throw new MockHttpError(400, 'country_id is required')
  return countryId
}

export function openComplaints(countryId: string) {
  return db().complaints.filter((c) => c.country_id === countryId && !c.is_answered)
}

export const complaintHandlers = [
  http.get(
    api('/admins/complaints/count'),
    authed(({ request, caller }) => {
      const countryId = requireCountry(request)
      requireCan(caller, 'complaints:view', { countryId })
      const open = openComplaints(countryId)
      const counts = Object.fromEntries(COMPLAINT_KINDS.map((kind) => [kind, open.filter((c) => c.kind === kind).length])) as ComplaintCounts
      return ok({ counts, allComplaintsCount: open.length })
    }),
  ),
]
