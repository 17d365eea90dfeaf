import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/shared/api/client'
import { ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { uploadRequest } from './upload'

type Listener = ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand: progress, an answer, or silence. */
class FakeXhr {
  static last: FakeXhr
  static count = 0
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null }
  onprogress: Listener = null
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  ontimeout: (() => void) | null = null
  /** The browser's own whole-request timeout, played as the browser does. */
  timeout = 0
  status = 0
  responseText = ''
  responseType = ''
  aborted = false
  constructor() {
    FakeXhr.last = this
  }
  open() {}
  setRequestHeader() {}
  send() {
    FakeXhr.count += 1
    if (this.timeout > 0) setTimeout(() => this.ontimeout?.(), this.timeout)
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  sendProgress(loaded: number) {
    this.upload.onprogress?.({ loaded, total: 100, lengthComputable: true })
  }
  answer(body: unknown) {
    this.status = 200
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const schema = z.object({ id: z.string() })
/** Starts an upload and waits until its request is open (its sending code loads with the first upload). */
async function send(form = new FormData()) {
  const sent = FakeXhr.count
  const call = uploadRequest(schema, '/admins/organizations/create', form)
  call.catch(() => {})
  await vi.waitFor(() => expect(FakeXhr.count).toBeGreaterThan(sent))
  return { call }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("an upload's 60 s timeout counts time without progress (spec section 9)", () => {
  it('goes on past 60 s in all while its bytes keep moving, and ends with the answer', async () => {
    const { call } = await send()
    for (let step = 1; step <= 5; step += 1) {
      await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs - 1000)
      FakeXhr.last.sendProgress(step * 20)
    }
    // Almost five minutes in all, never 60 s without progress.
    expect(FakeXhr.last.aborted).toBe(false)
    FakeXhr.last.answer({ status: 'ok', id: 'a' })
    await expect(call).resolves.toEqual({ id: 'a' })
  })

  it('fails with no response after 60 s without progress, while sending', async () => {
    const { call } = await send()
    const failed = expect(call).rejects.toMatchObject({ kind: 'network', message: ru.errors.noResponse })
    await vi.advanceTimersByTimeAsync(30_000)
    FakeXhr.last.sendProgress(50)
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs - 1)
    expect(FakeXhr.last.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeXhr.last.aborted).toBe(true)
    await failed
  })

  it('fails with no response when the answer does not come within 60 s of the last byte', async () => {
    const { call } = await send()
    const failed = expect(call).rejects.toBeInstanceOf(ApiError)
    FakeXhr.last.sendProgress(100)
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs)
    await failed
  })

  it('calls a 2xx that is no envelope at all a malformed answer (the server may have done the work)', async () => {
    const { call } = await send()
    FakeXhr.last.status = 200
    FakeXhr.last.responseText = '<html>'
    FakeXhr.last.onload?.()
    await expect(call).rejects.toMatchObject({ kind: 'malformed' })
  })
})

describe('a 413 from the server or a proxy in front of it', () => {
  it('says the file is too large for the server, whatever body came with it', async () => {
    const { call } = await send()
    FakeXhr.last.status = 413
    FakeXhr.last.responseText = '<html><body>413 Request Entity Too Large</body></html>'
    FakeXhr.last.onload?.()
    await expect(call).rejects.toMatchObject({ status: 413, message: ru.errors.tooLarge, serverMessage: ru.errors.tooLarge })
  })
})
