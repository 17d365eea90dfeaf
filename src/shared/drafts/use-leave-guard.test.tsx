import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { leaveGuardText } from '@/shared/i18n/ru'
import { renderInRouter } from '@/test/render-in-router'
import { useLeaveGuard } from './use-leave-guard'

/** One piece of the screen holding unsaved changes (a form, chosen photos). */
function Piece() {
  const guard = useLeaveGuard(true)
  return guard.modal
}

describe('the leave guard: one question for the whole screen', () => {
  it('two pieces with unsaved changes: a navigation asks once, and Уйти lets it through', async () => {
    const { router } = await renderInRouter(() => (
      <>
        <Piece />
        <Piece />
      </>
    ))
    let navigated: Promise<unknown> = Promise.resolve()
    act(() => {
      navigated = router.navigate({ to: '/', search: { page: 2 } as never })
    })
    fireEvent.click(await screen.findByRole('button', { name: leaveGuardText.confirm }))
    await act(() => navigated)
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }))
    expect(screen.queryByRole('dialog', { name: leaveGuardText.title })).toBeNull()
  })
})
