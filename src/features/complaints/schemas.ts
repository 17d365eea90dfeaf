import * as z from 'zod/mini'

/** Complaint kinds in the spec's tab order. */
export const COMPLAINT_KINDS = ['review', 'photo', 'article', 'itIsMyOrganization', 'organization', 'event'] as const
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number]

/** The reason of a complaint (api-contract: `type`). */
export const COMPLAINT_REASONS = ['wrong', 'offensive'] as const
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number]

/** The answers to a complaint (spec section 4 "Complaint answers"). */
export const COMPLAINT_ANSWERS = ['approve', 'decline', 'seen'] as const
export type ComplaintAnswer = (typeof COMPLAINT_ANSWERS)[number]

/** Search params of /reports: the open tab. */
export const complaintsSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(COMPLAINT_KINDS), 'review'), 'review'),
})
export type ComplaintsSearch = z.infer<typeof complaintsSearchSchema>

/**
 * GET /admins/complaints/count: the counts per kind (the tabs) and in all (the nav badge). Spec section 3 adds `info`
 * to the initial state (complaints about information items, which have no tab); the contract's answer leaves it out,
 * so it is 0 unless the server sends it.
 */
export const complaintCountsSchema = z.object({
  ...(Object.fromEntries(COMPLAINT_KINDS.map((kind) => [kind, z.number()])) as Record<ComplaintKind, z.ZodMiniNumber<number>>),
  info: z._default(z.number(), 0),
})
export type ComplaintCounts = z.infer<typeof complaintCountsSchema>

export const complaintCountsResponseSchema = z.object({
  counts: complaintCountsSchema,
  allComplaintsCount: z.number(),
})
export type ComplaintCountsResponse = z.infer<typeof complaintCountsResponseSchema>

/** A photo attached to a complaint or a subject; `preview_url` falls back to `url`. */
const complaintPhotoSchema = z.object({
  _id: z.optional(z.string()),
  url: z.optional(z.string()),
  preview_url: z.optional(z.string()),
})
export type ComplaintPhoto = z.infer<typeof complaintPhotoSchema>

const photoListSchema = z.pipe(
  z.nullish(z.array(complaintPhotoSchema)),
  z.transform((photos: ComplaintPhoto[] | null | undefined) => photos ?? []),
)

const personSchema = z.object({
  _id: z.optional(z.string()),
  display_name: z.nullish(z.string()),
  email: z.nullish(z.string()),
})
export type ComplaintPerson = z.infer<typeof personSchema>

const linkedOrganizationSchema = z.object({ _id: z.string(), name: z.nullish(z.string()) })

/** Spec section 3 "Complaint", subject by kind. */
export const reviewSubjectSchema = z.object({
  _id: z.optional(z.string()),
  rating: z.number(),
  text: z.nullish(z.string()),
  photos: photoListSchema,
  organization: z.nullish(linkedOrganizationSchema),
  from_user: z.nullish(personSchema),
})
export const photoSubjectSchema = z.object({
  _id: z.optional(z.string()),
  url: z.string(),
  preview_url: z.nullish(z.string()),
  organization: z.nullish(linkedOrganizationSchema),
  from_user: z.nullish(personSchema),
})
export const articleSubjectSchema = z.object({
  _id: z.optional(z.string()),
  name: z.string(),
  sort: z.nullish(z.union([z.string(), z.number()])),
  photo_url: z.nullish(z.string()),
})
/** An organization (also for itIsMyOrganization) or an event. */
export const ownedSubjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  carousel_photos: photoListSchema,
  user: z.nullish(z.object({ _id: z.optional(z.string()), email: z.nullish(z.string()) })),
})

export type ReviewSubject = z.infer<typeof reviewSubjectSchema>
export type PhotoSubject = z.infer<typeof photoSubjectSchema>
export type ArticleSubject = z.infer<typeof articleSubjectSchema>
export type OwnedSubject = z.infer<typeof ownedSubjectSchema>

export const SUBJECT_SCHEMAS = {
  review: reviewSubjectSchema,
  photo: photoSubjectSchema,
  article: articleSubjectSchema,
  itIsMyOrganization: ownedSubjectSchema,
  organization: ownedSubjectSchema,
  event: ownedSubjectSchema,
} as const

export type SubjectOf<K extends ComplaintKind> = z.infer<(typeof SUBJECT_SCHEMAS)[K]>

const complaintBaseSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  type: z.enum(COMPLAINT_REASONS),
  text: z.pipe(
    z.nullish(z.string()),
    z.transform((text: string | null | undefined) => text ?? ''),
  ),
  photos: photoListSchema,
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
  country_id: z.optional(z.string()),
  from_user: z.nullish(personSchema),
})

/** One complaint of a kind; `subject` is null when the content no longer exists. */
export function complaintSchemaOf<K extends ComplaintKind>(kind: K) {
  return z.extend(complaintBaseSchema, {
    subject: z.pipe(
      z.nullish(SUBJECT_SCHEMAS[kind]),
      z.transform((subject: SubjectOf<K> | null | undefined) => subject ?? null),
    ),
  })
}

type ComplaintBase = z.infer<typeof complaintBaseSchema>
export type Complaint<K extends ComplaintKind = ComplaintKind> = ComplaintBase & { subject: SubjectOf<K> | null }

/** The list answer is read item by item: one bad complaint must not fail the whole list. */
export const complaintListResponseSchema = z.object({ complaints: z.array(z.unknown()) })

/** A kind's complaints as the console shows them, and how many of the answer it could not read. */
export type ComplaintList<K extends ComplaintKind = ComplaintKind> = { complaints: Complaint<K>[]; skipped: number }

/**
 * Spec section 8: a complaint without an id (or otherwise unreadable) is skipped and logged as
 * invalid; the others are shown, and the skipped ones counted so that the page says how many.
 */
export function parseComplaintList<K extends ComplaintKind>(kind: K, items: unknown[]): ComplaintList<K> {
  const schema = complaintSchemaOf(kind)
  const complaints: Complaint<K>[] = []
  let skipped = 0
  for (const item of items) {
    const parsed = schema.safeParse(item)
    if (parsed.success) {
      complaints.push(parsed.data)
    } else {
      const hasId = Boolean(item && typeof item === 'object' && '_id' in item && item._id)
      console.warn(hasId ? 'Invalid complaint skipped' : 'Invalid complaint without an id skipped', item, parsed.error.issues)
      skipped += 1
    }
  }
  return { complaints, skipped }
}
