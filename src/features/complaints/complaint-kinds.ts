/** The complaint vocabulary of the API: plain constants, so the shell and the routes read them without the complaint schemas. */

/** Complaint kinds in the spec's tab order. */
export const COMPLAINT_KINDS = ['review', 'photo', 'article', 'itIsMyOrganization', 'organization', 'event'] as const
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number]

/** The reason of a complaint (api-contract: `type`). */
export const COMPLAINT_REASONS = ['wrong', 'offensive'] as const
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number]

/** The answers to a complaint (spec section 4 "Complaint answers"). */
export const COMPLAINT_ANSWERS = ['approve', 'decline', 'seen'] as const
export type ComplaintAnswer = (typeof COMPLAINT_ANSWERS)[number]
