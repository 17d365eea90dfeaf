import { describe, expect, it, vi } from 'vitest'
import { complaintsSearchSchema, parseComplaintList } from './schemas'

const base = {
  type: 'wrong',
  text: 'Неверный адрес',
  photos: [{ url: '/uploads/complaints/1.jpg', preview_url: '/uploads/complaints/1-preview.jpg' }],
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  country_id: 'c'.repeat(24),
  from_user: { _id: 'u'.repeat(24), display_name: 'Анна Иванова', email: 'anna@example.com' },
}

describe('complaint list (spec section 3 "Complaint", section 8 "Complaints")', () => {
  it('reads the subject by the kind the list was asked for', () => {
    const {
      complaints: [review],
    } = parseComplaintList('review', [
      {
        ...base,
        _id: '1',
        subject: { rating: 2, text: 'Плохо', photos: [], organization: { _id: 'o1', name: 'Кафе' }, from_user: { email: 'x@y.z' } },
      },
    ])
    expect(review?.subject).toMatchObject({ rating: 2, organization: { name: 'Кафе' } })
    const {
      complaints: [organization],
    } = parseComplaintList('organization', [
      {
        ...base,
        _id: '2',
        subject: {
          _id: 'o1',
          name: 'Кафе',
          carousel_photos: [{ _id: 'p', preview_url: '/p.jpg' }],
          user: { _id: 'u', email: 'owner@example.com' },
        },
      },
    ])
    expect(organization?.subject).toMatchObject({ name: 'Кафе', user: { email: 'owner@example.com' } })
    const {
      complaints: [article],
    } = parseComplaintList('article', [{ ...base, _id: '3', subject: { name: 'Статья', sort: '2', photo_url: '/a.jpg' } }])
    expect(article?.subject).toMatchObject({ name: 'Статья', sort: '2' })
    const {
      complaints: [photo],
    } = parseComplaintList('photo', [{ ...base, _id: '4', subject: { url: '/p.jpg', from_user: { email: 'x@y.z' } } }])
    expect(photo?.subject).toMatchObject({ url: '/p.jpg' })
  })

  it('a complaint without an id is skipped and logged; the others are kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { complaints: list, skipped } = parseComplaintList('event', [
      { ...base, _id: 'a', subject: { _id: 'e1', name: 'Ярмарка', carousel_photos: [] } },
      { ...base, subject: { _id: 'e2', name: 'Концерт', carousel_photos: [] } },
      { ...base, _id: '', subject: null },
      { ...base, _id: 'b', subject: null },
    ])
    expect(list.map((c) => c._id)).toEqual(['a', 'b'])
    expect(skipped).toBe(2)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/without an id/)
  })

  it('one unreadable item (a subject of the wrong kind, a bad reason) does not fail the list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { complaints: list, skipped } = parseComplaintList('review', [
      { ...base, _id: 'good', subject: { rating: 5, photos: null } },
      { ...base, _id: 'wrong-subject', subject: { name: 'not a review' } },
      { ...base, _id: 'bad-reason', type: 'boring', subject: null },
      'not even an object',
    ])
    expect(list.map((c) => c._id)).toEqual(['good'])
    expect(skipped).toBe(3)
    // Missing optional parts get safe defaults.
    expect(list[0]?.subject).toMatchObject({ rating: 5, photos: [] })
  })

  it('missing text and photos are read as empty; a removed subject as null', () => {
    const [complaint] = parseComplaintList('organization', [{ _id: 'x', type: 'offensive', createdAt: base.createdAt }]).complaints
    expect(complaint).toMatchObject({ text: '', photos: [], subject: null })
  })
})

describe('complaints search params', () => {
  it('the tab defaults to review and falls back to it on a bad value', () => {
    expect(complaintsSearchSchema.parse({})).toEqual({ tab: 'review' })
    expect(complaintsSearchSchema.parse({ tab: 'nonsense' })).toEqual({ tab: 'review' })
    expect(complaintsSearchSchema.parse({ tab: 'event' })).toEqual({ tab: 'event' })
  })
})
