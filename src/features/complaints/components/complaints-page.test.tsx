import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { noAnswer, silentServerError, stubFetch } from '@/test/fetch-stub'
import { renderInRouter } from '@/test/render-in-router'
import { COMPLAINT_KINDS, type ComplaintKind } from '../schemas'
import { ComplaintsPage } from './complaints-page'

describe('the reports screen when its calls fail (spec section 8 "Complaints", "Generic")', () => {
  it("the counts: 'Error fetching complaints count' with 'Unknown server error'; the list: 'Error fetching complaints' with 'No response from the server'", async () => {
    stubFetch((url) => (url.pathname.endsWith('/complaints/count') ? silentServerError() : noAnswer()))
    await renderInRouter(() => <ComplaintsPage countryId="c1" tab="review" onTabChange={vi.fn()} />)
    expect(await screen.findByRole('alert', { name: 'Error fetching complaints count' })).toHaveTextContent('Unknown server error')
    expect(await screen.findByRole('alert', { name: 'Error fetching complaints' })).toHaveTextContent('No response from the server')
  })
})

describe('the complaint feed is valid HTML: no block inside a paragraph', () => {
  const person = { _id: 'u1', display_name: 'Айгуль', email: 'aigul@example.com' }
  const organization = { _id: 'o1', name: 'Чайхана' }
  const photo = { _id: 'p1', url: '/p1.jpg', preview_url: '/p1-preview.jpg' }
  const owned = { _id: 's1', name: 'Чайхана', carousel_photos: [photo, photo], user: { _id: 'u2', email: 'owner@example.com' } }
  const subjects: Record<ComplaintKind, object> = {
    review: { rating: 2, text: 'Плохо', photos: [photo], organization, from_user: person },
    photo: { url: '/p1.jpg', preview_url: '/p1-preview.jpg', organization, from_user: person },
    article: { name: 'Статья', photo_url: '/a.jpg' },
    itIsMyOrganization: owned,
    organization: owned,
    event: owned,
  }
  const counts = { counts: { review: 1, photo: 1, article: 1, itIsMyOrganization: 1, organization: 1, event: 1 }, allComplaintsCount: 6 }

  it.each(COMPLAINT_KINDS)('%s: a complaint with its reason, text, photos and subject', async (kind) => {
    const complaint = {
      _id: 'c1',
      type: 'offensive',
      text: 'Оскорбление',
      photos: [photo],
      createdAt: '2026-11-27T10:00:00Z',
      from_user: person,
    }
    stubFetch((url) =>
      Response.json({
        status: 'ok',
        ...(url.pathname.endsWith('/complaints/count') ? counts : { complaints: [{ ...complaint, subject: subjects[kind] }] }),
      }),
    )
    const { container } = await renderInRouter(() => <ComplaintsPage countryId="c1" tab={kind} onTabChange={vi.fn()} />)
    await screen.findByTestId('complaint-card')
    expect(container.querySelector('p div')).toBeNull()
  })
})
