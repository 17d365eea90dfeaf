import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { uncertainCreateText } from '@/shared/i18n/ru'
import { env } from '@/shared/startup/env'
import { UncertainCreateError } from './merged-save-errors'
import { foundAfterUncertainAnswer, LOOK_AGAIN_AFTER_MS, lookAgain, WriteOnce } from './write-once'

const noAnswer = () => new ApiError('network', 'No response from the server')
const gateway = (status: number) => new ApiError('http', 'Gateway', { status, serverMessage: 'Gateway' })
const made = { _id: 'a1', name: 'Ярмарка' }

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => {
  env.idempotencyKeys = false
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a write whose answer is uncertain is looked up before the retry is offered', () => {
  it.each([502, 503, 504])(
    'a %i after the server did the work is uncertain: the look-up finds it and nothing is sent again',
    async (status) => {
      const once = new WriteOnce()
      const send = vi.fn(() => Promise.reject(gateway(status)))
      const result = await once.run({ input: 'x', send, find: () => Promise.resolve(made) })
      expect(result).toBe(made)
      expect(foundAfterUncertainAnswer(result)).toBe(true)
      expect(send).toHaveBeenCalledTimes(1)
    },
  )

  it('a definite refusal (a 400, a 500) is not looked up: it fails as it is', async () => {
    for (const refusal of [new ApiError('http', 'Bad', { status: 400 }), new ApiError('http', 'Boom', { status: 500 })]) {
      const find = vi.fn(() => Promise.resolve(made))
      await expect(new WriteOnce().run({ input: 'x', send: () => Promise.reject(refusal), find })).rejects.toBe(refusal)
      expect(find).not.toHaveBeenCalled()
    }
  })

  it('the look-up looks again after short waits before it says "not created", so a request still committing is found', async () => {
    vi.useFakeTimers()
    const find = vi.fn<() => Promise<typeof made | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(null).mockResolvedValue(made)
    let settled: unknown
    void lookAgain(find).then((value) => (settled = value))
    await vi.advanceTimersByTimeAsync(0)
    expect(find).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(LOOK_AGAIN_AFTER_MS[0])
    expect(find).toHaveBeenCalledTimes(2)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(LOOK_AGAIN_AFTER_MS[1])
    expect(find).toHaveBeenCalledTimes(3)
    expect(settled).toBe(made)
  })

  it('found nowhere after every look: "not created", and the retry of the same input carries the same key', async () => {
    vi.useFakeTimers()
    const once = new WriteOnce()
    const keys: string[] = []
    const send = vi.fn((key: string) => {
      keys.push(key)
      return keys.length === 1 ? Promise.reject(noAnswer()) : Promise.resolve(made)
    })
    const find = vi.fn(() => Promise.resolve(null))
    const first = once.run({ input: { name: 'Ярмарка' }, send, find }).catch((error: unknown) => error)
    await vi.runAllTimersAsync()
    const failure = await first
    expect(failure).toBeInstanceOf(UncertainCreateError)
    expect((failure as Error).message).toContain(uncertainCreateText.notCreated)
    expect(find).toHaveBeenCalledTimes(1 + LOOK_AGAIN_AFTER_MS.length)

    await expect(once.run({ input: { name: 'Ярмарка' }, send, find })).resolves.toBe(made)
    expect(keys[1]).toBe(keys[0])
    // A new write after a sure answer has a key of its own.
    await once.run({ input: { name: 'Ярмарка' }, send, find })
    expect(keys[2]).not.toBe(keys[0])
  })

  it('a failed look-up says the outcome is unknown; the retry looks first and sends nothing when it finds the write', async () => {
    const once = new WriteOnce()
    const send = vi.fn(() => Promise.reject(noAnswer()))
    const find = vi.fn<() => Promise<typeof made | null>>().mockRejectedValueOnce(noAnswer()).mockResolvedValue(made)
    await expect(once.run({ input: 'x', send, find })).rejects.toThrow(uncertainCreateText.unchecked)
    await expect(once.run({ input: 'x', send, find })).resolves.toBe(made)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('another input after an uncertain answer is another write: a new key, no look-first', async () => {
    vi.useFakeTimers()
    const once = new WriteOnce()
    const keys: string[] = []
    const send = (key: string) => {
      keys.push(key)
      return Promise.reject(noAnswer())
    }
    const first = once.run({ input: 'a', send, find: () => Promise.resolve(null) }).catch(() => undefined)
    await vi.runAllTimersAsync()
    await first
    const second = once.run({ input: 'b', send, find: () => Promise.resolve(null) }).catch(() => undefined)
    await vi.runAllTimersAsync()
    await second
    expect(keys[1]).not.toBe(keys[0])
  })
})

describe('where the deploy says the server honours idempotency keys', () => {
  it('an uncertain answer offers the retry at once (no look-up): the same key makes it safe', async () => {
    env.idempotencyKeys = true
    const once = new WriteOnce()
    const keys: string[] = []
    const send = vi.fn((key: string) => {
      keys.push(key)
      return keys.length === 1 ? Promise.reject(gateway(504)) : Promise.resolve(made)
    })
    const find = vi.fn(() => Promise.resolve(made))
    await expect(once.run({ input: 'x', send, find })).rejects.toThrow(uncertainCreateText.retrySafe)
    expect(find).not.toHaveBeenCalled()
    await expect(once.run({ input: 'x', send, find })).resolves.toBe(made)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys[1]).toBe(keys[0])
  })
})
