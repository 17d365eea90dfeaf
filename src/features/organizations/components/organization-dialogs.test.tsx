import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OrganizationListItem } from '@/features/organizations/schemas'
import { organizationsText } from '@/shared/i18n/organizations'
import { refusal, stubFetch } from '@/test/fetch-stub'
import { renderInRouter } from '@/test/render-in-router'
import { OrganizationDialogs } from './organization-dialogs'

const cafe: OrganizationListItem = {
  _id: '65f0000000000000000000a1',
  name: 'Кафе «Арча»',
  user: { _id: '65f0000000000000000000b1', email: 'owner@example.com' },
  category: { name: 'Кафе' },
  city: null,
  carousel_photos: [],
  is_active: true,
  creator_admin: null,
  createdAt: '2026-01-15T00:00:00.000Z',
}

describe('owner change refused (spec section 8 "Owner change")', () => {
  it.each([
    ['This user is banned', 'Этот пользователь забанен'],
    ['This user is not confirmed', 'Этот пользователь не подтверждён'],
    ['There is no such user', 'Такого пользователя не существует'],
  ])("the server's '%s' shows '%s'", async (message, shown) => {
    stubFetch(() => refusal(message))
    await renderInRouter(() => <OrganizationDialogs dialog={{ action: 'changeOwner', item: cafe }} opened onClose={vi.fn()} />)
    fireEvent.change(screen.getByRole('textbox', { name: organizationsText.newOwnerLabel }), {
      target: { value: '65f0000000000000000000c1' },
    })
    fireEvent.click(screen.getByRole('button', { name: organizationsText.changeOwnerSubmit }))
    expect(await screen.findByText(shown)).toBeInTheDocument()
  })
})
