import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable'

function Greeting({ name }: { name: string }) {
  return <p>Привет, {name}</p>
}

describe('preloadable', () => {
  it('renders through suspense when it was not preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }))
    const Lazy = preloadable(load)
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <Lazy name="Аня" />
      </Suspense>,
    )
    expect(screen.getByText('загрузка')).toBeTruthy()
    expect(await screen.findByText('Привет, Аня')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('once preloaded, renders in the first render without a fallback, loading once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }))
    const Lazy = preloadable(load)
    Lazy.preload()
    Lazy.preload()
    await act(() => Promise.resolve())
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <Lazy name="Боря" />
      </Suspense>,
    )
    expect(screen.getByText('Привет, Боря')).toBeTruthy()
    expect(screen.queryByText('загрузка')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again on render after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting })
    const Lazy = preloadable(load)
    Lazy.preload()
    await act(() => Promise.resolve())
    render(
      <Suspense fallback={<p>загрузка</p>}>
        <Lazy name="Вера" />
      </Suspense>,
    )
    expect(await screen.findByText('Привет, Вера')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
