import * as z from 'zod/mini'
import { COMPLAINT_KINDS, type ComplaintKind } from './complaint-kinds'

/** GET /admins/complaints/count: the shell's badge reads it on every screen, apart from the complaint schemas. */
export const complaintCountsSchema = z.object(
  Object.fromEntries(COMPLAINT_KINDS.map((kind) => [kind, z.number()])) as Record<ComplaintKind, z.ZodMiniNumber<number>>,
)
export type ComplaintCounts = z.infer<typeof complaintCountsSchema>

export const complaintCountsResponseSchema = z.object({
  counts: complaintCountsSchema,
  allComplaintsCount: z.number(),
})
export type ComplaintCountsResponse = z.infer<typeof complaintCountsResponseSchema>
