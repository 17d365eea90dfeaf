import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { announce, LiveRegions } from './announcer'

describe('announce: results of async work are said through live regions that are there before they change', () => {
  it('says a result politely, and a failure assertively, each in its own region', async () => {
    render(
      <MantineProvider env="test">
        <LiveRegions />
      </MantineProvider>,
    )
    const polite = screen.getByTestId('live-polite')
    const assertive = screen.getByTestId('live-assertive')
    expect(polite).toHaveAttribute('aria-live', 'polite')
    expect(assertive).toHaveAttribute('aria-live', 'assertive')
    act(() => announce('Найдено: 12'))
    await vi.waitFor(() => expect(polite).toHaveTextContent('Найдено: 12'))
    act(() => announce('Не удалось сохранить', 'assertive'))
    await vi.waitFor(() => expect(assertive).toHaveTextContent('Не удалось сохранить'))
    expect(polite).toHaveTextContent('Найдено: 12')
  })

  it('says the same text again when it comes again (the region is emptied first)', async () => {
    render(
      <MantineProvider env="test">
        <LiveRegions />
      </MantineProvider>,
    )
    const polite = screen.getByTestId('live-polite')
    act(() => announce('Сохранено'))
    await vi.waitFor(() => expect(polite).toHaveTextContent('Сохранено'))
    act(() => announce('Сохранено'))
    expect(polite).toBeEmptyDOMElement()
    await vi.waitFor(() => expect(polite).toHaveTextContent('Сохранено'))
  })
})
