import * as z from 'zod/mini'
import { COMPLAINT_REASONS, type ComplaintKind } from './complaint-kinds'

export * from './complaint-kinds'
export * from './count-schemas'

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

/**
 * Spec section 8: a complaint without an id (or otherwise unreadable) is skipped and logged as
 * invalid; the others are shown.
 */
export function parseComplaintList<K extends ComplaintKind>(kind: K, items: unknown[]): Complaint<K>[] {
  const schema = complaintSchemaOf(kind)
  const complaints: Complaint<K>[] = []
  for (const item of items) {
    const parsed = schema.safeParse(item)
    if (parsed.success) {
      complaints.push(parsed.data)
    } else {
      const hasId = Boolean(item && typeof item === 'object' && '_id' in item && item._id)
      console.warn(hasId ? 'Invalid complaint skipped' : 'Invalid complaint without an id skipped', item, parsed.error.issues)
    }
  }
  return complaints
}
