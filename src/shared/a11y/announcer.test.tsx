import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { listText } from '@/shared/i18n/ru'
import { announce, LiveRegions, useListAnswerAnnouncement, type ShownAnswer } from './announcer'

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

function List({ answer }: { answer: ShownAnswer | null }) {
  useListAnswerAnnouncement(answer)
  return null
}

describe('useListAnswerAnnouncement: a list says what a new answer shows, not what it showed already', () => {
  const first: ShownAnswer = { filters: ['', 'all'], page: 1, perPage: 100, count: 100, total: 240 }

  function mount() {
    const view = render(
      <MantineProvider env="test">
        <LiveRegions />
        <List answer={first} />
      </MantineProvider>,
    )
    const shown = (answer: ShownAnswer | null) =>
      view.rerender(
        <MantineProvider env="test">
          <LiveRegions />
          <List answer={answer} />
        </MantineProvider>,
      )
    return { polite: screen.getByTestId('live-polite'), shown }
  }

  it('says nothing for the first answer (the heading introduces the screen) nor for a render of the same answer in new objects', async () => {
    const { polite, shown } = mount()
    shown({ ...first, filters: ['', 'all'] })
    await new Promise((frame) => requestAnimationFrame(frame))
    expect(polite).toBeEmptyDOMElement()
  })

  it('says how many were found for another search or filter, and which rows for another page; nothing while the old answer stays shown', async () => {
    const { polite, shown } = mount()
    shown(null)
    shown({ ...first, filters: ['Бишкек', 'all'], count: 12, total: 12 })
    await vi.waitFor(() => expect(polite).toHaveTextContent(listText.found(12)))
    shown({ ...first, filters: ['Бишкек', 'all'], page: 2, perPage: 10, count: 2, total: 12 })
    await vi.waitFor(() => expect(polite).toHaveTextContent(listText.shown(11, 12, 12)))
  })
})
