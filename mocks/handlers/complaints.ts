import { http } from 'msw'
import { z } from 'zod'
import { COMPLAINT_ANSWERS, COMPLAINT_KINDS, type ComplaintCounts, type ComplaintKind } from '@/features/complaints/schemas'
import type { ComplaintRecord, UserRecord } from '../db'
import { api, authed, MockHttpError, ok, readJson, requireCan, searchParam } from '../lib'
import { db } from '../store'

function requireCountry(request: Request): string {
  const countryId = searchParam(request, 'country_id')
  if (!countryId) throw new MockHttpError(400, 'country_id is required')
  return countryId
}

export function openComplaints(countryId: string) {
  return db().complaints.filter((c) => c.country_id === countryId && !c.is_answered)
}

function person(user: UserRecord | undefined) {
  return user ? { _id: user._id, display_name: user.display_name, email: user.email } : null
}

const userById = (id: string) => db().users.find((user) => user._id === id)

function organizationLink(id: string) {
  const organization = db().organizations.find((o) => o._id === id)
  return organization ? { _id: organization._id, name: organization.name } : null
}

function owned(
  record: { _id: string; name: string; user_id: string; carousel_photos: { _id: string; url: string; preview_url: string }[] } | undefined,
) {
  if (!record) return null
  const owner = userById(record.user_id)
  return {
    _id: record._id,
    name: record.name,
    carousel_photos: record.carousel_photos.map(({ _id, url, preview_url }) => ({ _id, url, preview_url })),
    user: owner ? { _id: owner._id, email: owner.email } : null,
  }
}

/** Spec section 3 "Complaint": the subject by kind, or null when the content no longer exists. */
export function resolveSubject(kind: ComplaintKind, subjectId: string): Record<string, unknown> | null {
  const data = db()
  switch (kind) {
    case 'review': {
      const review = data.reviews.find((r) => r._id === subjectId)
      if (!review) return null
      return {
        _id: review._id,
        rating: review.rating,
        text: review.text,
        photos: review.photos,
        organization: organizationLink(review.organization_id),
        from_user: person(userById(review.from_user_id)),
      }
    }
    case 'photo': {
      for (const organization of data.organizations) {
        const photo = organization.carousel_photos.find((p) => p._id === subjectId)
        if (photo) {
          return {
            _id: photo._id,
            url: photo.url,
            preview_url: photo.preview_url,
            organization: { _id: organization._id, name: organization.name },
            from_user: person(userById(organization.user_id)),
          }
        }
      }
      return null
    }
    case 'article': {
      const article = data.articles.find((a) => a._id === subjectId && !a.is_hidden)
      return article ? { _id: article._id, name: article.name, sort: article.sort, photo_url: article.photo_url } : null
    }
    case 'organization':
    case 'itIsMyOrganization':
      return owned(data.organizations.find((o) => o._id === subjectId))
    case 'event':
      return owned(data.events.find((e) => e._id === subjectId))
  }
}

function complaintAnswer(complaint: ComplaintRecord) {
  return {
    _id: complaint._id,
    type: complaint.type,
    text: complaint.text,
    photos: complaint.photos,
    createdAt: complaint.createdAt,
    updatedAt: complaint.updatedAt,
    country_id: complaint.country_id,
    from_user: person(userById(complaint.from_user_id)),
    subject: resolveSubject(complaint.kind, complaint.subject_id),
  }
}

/** Approving a complaint removes its content for real. */
function removeContent(complaint: ComplaintRecord) {
  const data = db()
  const id = complaint.subject_id
  switch (complaint.kind) {
    case 'review':
      data.reviews = data.reviews.filter((r) => r._id !== id)
      break
    case 'photo':
      for (const organization of data.organizations) {
        organization.carousel_photos = organization.carousel_photos.filter((p) => p._id !== id)
      }
      break
    case 'article': {
      const article = data.articles.find((a) => a._id === id)
      if (article) article.is_hidden = true
      break
    }
    case 'organization':
    case 'itIsMyOrganization':
      data.organizations = data.organizations.filter((o) => o._id !== id)
      data.reviews = data.reviews.filter((r) => r.organization_id !== id)
      break
    case 'event':
      data.events = data.events.filter((e) => e._id !== id)
      break
  }
}

const answerBodySchema = z.object({
  country_id: z.string().min(1),
  answer: z.enum(COMPLAINT_ANSWERS),
  complain_id: z.string().min(1),
})

export const complaintHandlers = [
  http.get(
    api('/admins/complaints/count'),
    authed(({ request, caller }) => {
      const countryId = requireCountry(request)
      requireCan(caller, 'complaints:view', { countryId })
      const open = openComplaints(countryId)
      const counts = Object.fromEntries(
        COMPLAINT_KINDS.map((kind) => [kind, open.filter((c) => c.kind === kind).length]),
      ) as ComplaintCounts
      return ok({ counts, allComplaintsCount: open.length })
    }),
  ),
  http.get(
    api('/admins/complaints'),
    authed(({ request, caller }) => {
      const countryId = requireCountry(request)
      requireCan(caller, 'complaints:view', { countryId })
      const type = searchParam(request, 'type')
      const kind = COMPLAINT_KINDS.find((k) => k === type)
      if (!kind) throw new MockHttpError(400, `type must be one of ${COMPLAINT_KINDS.join(', ')}`)
      const complaints = openComplaints(countryId).filter((c) => c.kind === kind)
      return ok({ complaints: complaints.map(complaintAnswer) })
    }),
  ),
  http.put(
    api('/admins/complaints'),
    authed(async ({ request, caller }) => {
      const body = await readJson(request, answerBodySchema)
      requireCan(caller, 'complaints:view', { countryId: body.country_id })
      const complaint = db().complaints.find((c) => c._id === body.complain_id && c.country_id === body.country_id)
      if (!complaint) throw new MockHttpError(404, 'There is no such complaint')
      if (complaint.is_answered) throw new MockHttpError(409, 'The complaint is already answered')
      const now = new Date().toISOString()
      const close = (c: ComplaintRecord) => {
        c.is_answered = true
        c.answer = body.answer
        c.updatedAt = now
      }
      if (body.answer === 'approve') {
        removeContent(complaint)
        // The content is gone: every open complaint about the same thing is settled with it.
        for (const other of db().complaints) {
          if (!other.is_answered && other.kind === complaint.kind && other.subject_id === complaint.subject_id) close(other)
        }
      }
      close(complaint)
      return ok()
    }),
  ),
]
