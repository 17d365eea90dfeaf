import { z } from 'zod'

/** Complaint kinds in the spec's tab order. */
export const COMPLAINT_KINDS = ['review', 'photo', 'article', 'itIsMyOrganization', 'organization', 'event'] as const
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number]

export const complaintCountsSchema = z.object({
  review: z.number(),
  photo: z.number(),
  article: z.number(),
  organization: z.number(),
  itIsMyOrganization: z.number(),
  event: z.number(),
})
export type ComplaintCounts = z.infer<typeof complaintCountsSchema>

export const complaintCountsResponseSchema = z.object({
  counts: complaintCountsSchema,
  allComplaintsCount: z.number(),
})
export type ComplaintCountsResponse = z.infer<typeof complaintCountsResponseSchema>
