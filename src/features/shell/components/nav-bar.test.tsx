import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { session } from '@/shared/auth/session'
import { silentServerError, stubFetch } from '@/test/fetch-stub'
import { testAdmin, testCountry } from '@/test/profiles'
import { renderInRouter } from '@/test/render-in-router'
import { NavBar } from './nav-bar'

afterEach(() => act(() => session.clear()))

describe('the navigation bar (spec section 2 "Shell", section 8 "Complaints")', () => {
  it("the Reports badge whose count failed to load says 'Error fetching complaints count'", async () => {
    act(() => session.start('token', testAdmin({ complaints: [testCountry(1, 'Кыргызстан')] })))
    stubFetch(silentServerError)
    await renderInRouter(() => <NavBar />)
    expect(await screen.findByLabelText('Error fetching complaints count')).toHaveTextContent('!')
  })
})
