import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { noAnswer, silentServerError, stubFetch } from '@/test/fetch-stub'
import { renderInRouter } from '@/test/render-in-router'
import { ComplaintsPage } from './complaints-page'

describe('the reports screen when its calls fail (spec section 8 "Complaints", "Generic")', () => {
  it("the counts: 'Error fetching complaints count' with 'Unknown server error'; the list: 'Error fetching complaints' with 'No response from the server'", async () => {
    stubFetch((url) => (url.pathname.endsWith('/complaints/count') ? silentServerError() : noAnswer()))
    await renderInRouter(() => <ComplaintsPage countryId="c1" tab="review" onTabChange={vi.fn()} />)
    expect(await screen.findByRole('alert', { name: 'Error fetching complaints count' })).toHaveTextContent('Unknown server error')
    expect(await screen.findByRole('alert', { name: 'Error fetching complaints' })).toHaveTextContent('No response from the server')
  })
})
