import { useNavigate, useSearch } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { complaintsText } from '@/shared/i18n/complaints'
import { noAnswer, silentServerError, stubFetch } from '@/test/fetch-stub'
import { renderInRouter } from '@/test/render-in-router'
import { COMPLAINT_KINDS, complaintsSearchSchema, type ComplaintKind } from '../schemas'
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

describe('the open tab lives in the URL alone', () => {
  /** /reports as its route draws it: the tab read from the search params and written back to them. */
  function Reports() {
    const { tab } = complaintsSearchSchema.parse(useSearch({ strict: false }))
    const navigate = useNavigate()
    return <ComplaintsPage countryId="c1" tab={tab} onTabChange={(next) => navigate({ to: '/', search: { tab: next } })} />
  }
  const tabNamed = (kind: ComplaintKind) => screen.getByRole('tab', { name: new RegExp(`^${complaintsText.tabs[kind]}`) })

  it('a click selects the tab and writes it to the URL; the one panel follows, labelled by its tab; Back returns to the first', async () => {
    stubFetch((url) =>
      Response.json({
        status: 'ok',
        ...(url.pathname.endsWith('/complaints/count')
          ? { counts: { review: 0, photo: 0, article: 0, itIsMyOrganization: 0, organization: 0, event: 0 }, allComplaintsCount: 0 }
          : { complaints: [] }),
      }),
    )
    const { router } = await renderInRouter(Reports)
    const panel = screen.getByRole('tabpanel')
    expect(tabNamed('review')).toHaveAttribute('aria-selected', 'true')
    expect(panel).toHaveAttribute('aria-labelledby', tabNamed('review').id)
    expect(tabNamed('photo')).toHaveAttribute('aria-controls', panel.id)

    await userEvent.setup().click(tabNamed('photo'))
    expect(tabNamed('photo')).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'photo' }))
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabNamed('photo').id))

    router.history.back()
    await waitFor(() => expect(tabNamed('review')).toHaveAttribute('aria-selected', 'true'))
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabNamed('review').id))
  })
})
