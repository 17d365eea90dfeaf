import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNearChunks } from './use-near-chunks'

/** A stand-in IntersectionObserver: the test says which watched elements come near the viewport. */
class FakeObserver {
  static live = new Set<FakeObserver>()
  watched = new Set<Element>()
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.live.add(this)
  }
  observe(element: Element) {
    this.watched.add(element)
  }
  unobserve(element: Element) {
    this.watched.delete(element)
  }
  disconnect() {
    this.watched.clear()
    FakeObserver.live.delete(this)
  }
  static watchedTexts() {
    return [...FakeObserver.live].flatMap((observer) => [...observer.watched].map((element) => element.textContent)).sort()
  }
  /** The items with these texts come within the margin. */
  static comeNear(...texts: string[]) {
    for (const observer of [...FakeObserver.live]) {
      const entries = [...observer.watched].map(
        (target) => ({ target, isIntersecting: texts.includes(target.textContent) }) as IntersectionObserverEntry,
      )
      observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
}

/** Items in chunks of 2; the output lists the chunks that are near. */
function List({ items, source }: { items: readonly string[]; source: object }) {
  const ref = useRef<HTMLUListElement>(null)
  const isNear = useNearChunks(ref, source, { chunkSize: 2, margin: '100px 0px' })
  const near = [0, 1, 2, 3].filter(isNear)
  return (
    <>
      <output>{near.join(',')}</output>
      <ul ref={ref}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}

const near = () => screen.getByRole('status').textContent
const page1 = ['a', 'b', 'c', 'd', 'e']
const page2 = ['f', 'g', 'h']
/** The answers the list shows: their identity is the source. */
const answer1 = { page: 1 }
const answer2 = { page: 2 }
const idle = () =>
  act(() => {
    vi.runOnlyPendingTimers()
  })

describe('useNearChunks: pictures of a long list come with the viewport, a chunk at a time', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    FakeObserver.live.clear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('has no chunk near while a new list is painted, and watches the first and last item of each chunk once the browser is idle', () => {
    render(<List items={page1} source={answer1} />)
    expect(near()).toBe('')
    expect(FakeObserver.live.size).toBe(0)
    idle()
    expect(FakeObserver.watchedTexts()).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect([...FakeObserver.live][0]!.options.rootMargin).toBe('100px 0px')
  })

  it('a chunk is near, for good, when its first or its last item comes near, and is watched no more', () => {
    render(<List items={page1} source={answer1} />)
    idle()
    act(() => FakeObserver.comeNear('a'))
    expect(near()).toBe('0')
    expect(FakeObserver.watchedTexts()).toEqual(['c', 'd', 'e'])
    act(() => FakeObserver.comeNear('d'))
    expect(near()).toBe('0,1')
    act(() => FakeObserver.comeNear())
    expect(near()).toBe('0,1')
  })

  it('a jump past the chunks in between reveals only the chunk reached', () => {
    render(<List items={page1} source={answer1} />)
    idle()
    act(() => FakeObserver.comeNear('e'))
    expect(near()).toBe('2')
  })

  it('starts again from none when the list shows other items (another page)', () => {
    const { rerender } = render(<List items={page1} source={answer1} />)
    idle()
    act(() => FakeObserver.comeNear('a', 'c'))
    expect(near()).toBe('0,1')
    rerender(<List items={page2} source={answer2} />)
    expect(near()).toBe('')
    expect(FakeObserver.live.size).toBe(0)
    idle()
    expect(FakeObserver.watchedTexts()).toEqual(['f', 'g', 'h'])
  })

  it('keeps what is near, and keeps watching, while the same answer stays on screen (a placeholder while the next loads)', () => {
    const { rerender } = render(<List items={page1} source={answer1} />)
    idle()
    act(() => FakeObserver.comeNear('a'))
    rerender(<List items={page1} source={answer1} />)
    expect(near()).toBe('0')
    act(() => FakeObserver.comeNear('c'))
    expect(near()).toBe('0,1')
    rerender(<List items={page2} source={answer2} />)
    expect(near()).toBe('')
  })

  it('counts every chunk as near where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<List items={page1} source={answer1} />)
    expect(near()).toBe('0,1,2,3')
  })
})
