import { vi } from 'vitest'

/**
 * Answers every call the console sends through `fetch` with what `answer` returns for its URL (a Response, or a
 * rejection for a call that gets no answer). Restored after each test (restoreMocks).
 */
export function stubFetch(answer: (url: URL) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    return Promise.resolve().then(() => answer(url))
  })
}

/** A server failure that says nothing: a 500 without a message. */
export const silentServerError = () => Response.json({ status: 'error' }, { status: 500 })

/** A refusal with the server's message. */
export const refusal = (message: string, status = 400) => Response.json({ status: 'error', message }, { status })

/** No answer at all (the network is down). */
export const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'))
