import { describe, expect, it } from 'vitest'
import {
  complaintCountsResponseSchema,
  complaintListResponseSchema,
  COMPLAINT_KINDS,
  parseComplaintList,
  type ComplaintKind,
} from '@/features/complaints/schemas'
import { countryId, SEEDED_ACCOUNTS } from '../seed'
import { db } from '../store'
import { callApi, serveMockApi } from '../test-api'

serveMockApi()

const call = (method: string, path: string, account: 'admin' | 'moderator' | 'manager' = 'admin', body?: unknown) =>
  callApi(method, `/admins/complaints${path}`, { body, account })

async function list(country: string, kind: ComplaintKind, account: 'admin' | 'moderator' | 'manager' = 'admin') {
  const { status, body } = await call('GET', `?country_id=${country}&type=${kind}`, account)
  expect(status).toBe(200)
  return parseComplaintList(kind, complaintListResponseSchema.parse(body).complaints).complaints
}

async function counts(country: string, account: 'admin' | 'moderator' | 'manager' = 'admin') {
  const { status, body } = await call('GET', `/count?country_id=${country}`, account)
  expect(status).toBe(200)
  return complaintCountsResponseSchema.parse(body)
}

const answer = (country: string, id: string, value: 'approve' | 'decline' | 'seen', account: 'admin' | 'moderator' = 'admin') =>
  call('PUT', '', account, { country_id: country, answer: value, complain_id: id })

const kg = countryId('kg')

describe('GET /api/admins/complaints', () => {
  it('lists complaints of every kind in every country, each with a resolved subject and its complaining user', async () => {
    const admin = db().admins.find((a) => a.email === SEEDED_ACCOUNTS.admin.email)!
    admin.view_complains_country_ids = db().countries.map((c) => c._id)
    // Every country with organizations (the seed also has one without any, for the countries screen).
    for (const country of db().countries.filter((c) => db().organizations.some((o) => o.country_id === c._id))) {
      for (const kind of COMPLAINT_KINDS) {
        const complaints = await list(country._id, kind)
        expect(complaints.length, `${country.name} ${kind}`).toBeGreaterThan(0)
        for (const complaint of complaints) {
          expect(complaint.subject, `${kind} ${complaint._id}`).not.toBeNull()
          expect(complaint.from_user?.email).toMatch(/@/)
          expect(complaint.country_id).toBe(country._id)
        }
      }
    }
    // Some complaints carry photos.
    expect(db().complaints.some((c) => c.photos.length > 0)).toBe(true)
  })

  it('the counts agree with the lists', async () => {
    const { counts: byKind, allComplaintsCount } = await counts(kg)
    let sum = 0
    for (const kind of COMPLAINT_KINDS) {
      const complaints = await list(kg, kind)
      expect(byKind[kind]).toBe(complaints.length)
      sum += complaints.length
    }
    expect(allComplaintsCount).toBe(sum)
  })

  it('is refused outside the admin’s complaint countries, and without a valid type', async () => {
    expect((await call('GET', `?country_id=${countryId('kz')}&type=review`, 'moderator')).status).toBe(403)
    expect((await call('GET', `/count?country_id=${countryId('kz')}`, 'moderator')).status).toBe(403)
    expect((await call('GET', `?country_id=${kg}&type=review`, 'moderator')).status).toBe(200)
    expect((await call('GET', `?country_id=${kg}&type=nonsense`)).status).toBe(400)
  })
})

describe('PUT /api/admins/complaints', () => {
  it('decline and seen keep the content; the complaint leaves the list and the counts by one', async () => {
    const before = await counts(kg)
    const [first, second] = await list(kg, 'organization')
    expect((await answer(kg, first!._id, 'decline', 'moderator')).body).toEqual({ status: 'ok' })
    expect((await answer(kg, second!._id, 'seen', 'moderator')).status).toBe(200)
    const after = await counts(kg)
    expect(after.counts.organization).toBe(before.counts.organization - 2)
    expect(after.allComplaintsCount).toBe(before.allComplaintsCount - 2)
    expect((await list(kg, 'organization')).map((c) => c._id)).not.toContain(first!._id)
    expect(db().organizations.some((o) => o._id === first!.subject?._id)).toBe(true)
    // Answering twice is refused.
    expect((await answer(kg, first!._id, 'seen')).status).toBe(409)
  })

  it('approve removes the content for real: organization, event, review, photo (from the carousel) and article (hidden)', async () => {
    const removed = async (kind: ComplaintKind) => {
      const [complaint] = await list(kg, kind)
      expect((await answer(kg, complaint!._id, 'approve')).status).toBe(200)
      return complaint!
    }
    const organization = await removed('organization')
    expect(db().organizations.some((o) => o._id === organization.subject!._id)).toBe(false)
    const owner = await removed('itIsMyOrganization')
    expect(db().organizations.some((o) => o._id === owner.subject!._id)).toBe(false)
    const event = await removed('event')
    expect(db().events.some((e) => e._id === event.subject!._id)).toBe(false)
    const review = await removed('review')
    expect(db().reviews.some((r) => r._id === review.subject!._id)).toBe(false)
    const photo = await removed('photo')
    expect(db().organizations.some((o) => o.carousel_photos.some((p) => p._id === photo.subject!._id))).toBe(false)
    const article = await removed('article')
    expect(db().articles.find((a) => a._id === article.subject!._id)?.is_hidden).toBe(true)
    // The other open complaints still point at existing content.
    for (const kind of COMPLAINT_KINDS) for (const complaint of await list(kg, kind)) expect(complaint.subject).not.toBeNull()
  })

  it('is refused outside the admin’s countries and for an unknown complaint', async () => {
    const [complaint] = await list(countryId('kz'), 'event')
    expect((await answer(countryId('kz'), complaint!._id, 'seen', 'moderator')).status).toBe(403)
    expect((await answer(kg, complaint!._id, 'seen', 'moderator')).status).toBe(404)
    expect((await call('PUT', '', 'admin', { country_id: kg, answer: 'maybe', complain_id: complaint!._id })).status).toBe(400)
  })
})
