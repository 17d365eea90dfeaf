import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-paint'

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = []
  beforeEach(() => {
    vi.useFakeTimers()
    frames.length = 0
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs in a task after the next frame, not before it, and once', () => {
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.advanceTimersByTime(50)
    expect(callback).not.toHaveBeenCalled()
    frames.shift()!(0)
    expect(callback).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs after 100 ms when no frame comes (a hidden page), and not again with a late frame', () => {
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.advanceTimersByTime(99)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
    for (const frame of frames) frame(0)
    vi.runAllTimers()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('does not run once cancelled, before or after the frame', () => {
    const early = vi.fn()
    afterNextPaint(early)()
    const late = vi.fn()
    const cancelLate = afterNextPaint(late)
    for (const frame of frames) frame(0)
    cancelLate()
    vi.runAllTimers()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
