import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { act, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LiveRegions } from '@/shared/a11y/announcer'
import { LIMITS } from '@/shared/limits'
import { dismiss, notify, Toasts, useAnyToastShown } from './notify'

describe('notify: the one way to show a toast, its tone a role and never a colour', () => {
  it("gives each tone the console's colour role and closes in the spec's 2000 ms unless told otherwise", () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id')
    notify({ tone: 'good', message: 'Сохранено' })
    notify({ tone: 'bad', title: 'Не удалось', message: 'Ошибка', autoClose: LIMITS.toastDefaultMs })
    notify({ tone: 'warn', id: 'session', message: 'Сессия скоро закончится', autoClose: false })
    expect(show.mock.calls.map(([options]) => options)).toEqual([
      { color: 'var(--console-positive)', role: 'status', 'aria-live': 'off', message: 'Сохранено', autoClose: LIMITS.toastShortMs },
      { color: 'var(--console-negative)', role: 'alert', title: 'Не удалось', message: 'Ошибка', autoClose: LIMITS.toastDefaultMs },
      { color: 'var(--console-warning)', role: 'alert', id: 'session', message: 'Сессия скоро закончится', autoClose: false },
    ])
  })

  it("is drawn by the shell's container, and taken away by its id", async () => {
    render(
      <MantineProvider env="test">
        <Toasts />
      </MantineProvider>,
    )
    act(() => notify({ tone: 'good', id: 'saved', message: 'Страна сохранена' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Страна сохранена')
    act(() => dismiss('saved'))
    await vi.waitFor(() => expect(screen.queryByText('Страна сохранена')).toBeNull())
  })

  it('has a screen reader read a failure at once (an alert) and a done thing politely, through the live region there from the start', async () => {
    render(
      <MantineProvider env="test">
        <LiveRegions />
        <Toasts />
      </MantineProvider>,
    )
    act(() => notify({ tone: 'bad', id: 'failed', message: 'Не удалось сохранить' }))
    await vi.waitFor(() => expect(screen.getAllByRole('alert').find((alert) => alert.textContent === 'Не удалось сохранить')).toBeDefined())
    act(() => notify({ tone: 'good', id: 'saved', message: 'Сохранено' }))
    await vi.waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent('Сохранено'))
    expect(screen.getByTestId('live-assertive')).toBeEmptyDOMElement()
    const toast = await vi.waitFor(() => screen.getAllByRole('status').find((status) => status.textContent === 'Сохранено'))
    expect(toast).toHaveAttribute('aria-live', 'off')
    act(() => notifications.clean())
  })

  it('tells the shell to draw the container from the first toast on, and for good', () => {
    const { result } = renderHook(() => useAnyToastShown())
    expect(result.current).toBe(false)
    act(() => notify({ tone: 'quiet', id: 'first', message: 'Скопировано' }))
    expect(result.current).toBe(true)
    act(() => dismiss('first'))
    expect(result.current).toBe(true)
  })
})
