import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { SessionEndedError } from '@/shared/api/client'
import type { SessionTerm } from '@/shared/auth/session'
import { connectCacheChannel } from './cache-channel'
import { setCachedData } from './query-cache'
import { sessionBoundMutations } from './session-writes'
import type { TabPort } from './tab-channel'

const KEY = ['session-writes-test', 'detail', 'x']

/** A tab whose session is `term` (changed by the test), its cache tied to it, and what it posts to the other tabs. */
function tab() {
  let term: SessionTerm = { account: 'admin-a' }
  const posted: unknown[] = []
  const port: TabPort = { onmessage: null, close: () => undefined, postMessage: (message) => posted.push(message) }
  const queryClient = new QueryClient({ mutationCache: sessionBoundMutations(() => term) })
  connectCacheChannel(queryClient, { port, currentAdmin: () => term.account })
  queryClient.setQueryData(KEY, { name: 'old' })
  let answer: ((saved: { name: string }) => void) | null = null
  const save = new MutationObserver(queryClient, {
    mutationFn: () => new Promise<{ name: string }>((resolve) => (answer = resolve)),
    onSuccess: (saved) => setCachedData(queryClient, KEY, saved),
  })
  return {
    queryClient,
    posted,
    save: () => save.mutate(undefined).catch((error: unknown) => error),
    /** The server's answer, once the save has gone out. */
    answer: async (saved: { name: string }) => {
      await vi.waitFor(() => expect(answer).not.toBeNull())
      answer!(saved)
    },
    signIn: (account: string | null) => (term = { account }),
  }
}

describe("a write's effects belong to the session it started in", () => {
  it("a save answered after a logout and another admin's sign-in changes nothing in their cache and tells no other tab", async () => {
    const { queryClient, posted, save, answer, signIn } = tab()
    const outcome = save()
    signIn(null)
    signIn('admin-b')
    await answer({ name: 'written by admin-a' })
    expect(await outcome).toBeInstanceOf(SessionEndedError)
    expect(queryClient.getQueryData(KEY)).toEqual({ name: 'old' })
    expect(posted).toEqual([])
  })

  it('a save answered in the session it started in is stored and told to the other tabs', async () => {
    const { queryClient, posted, save, answer } = tab()
    const outcome = save()
    await answer({ name: 'new' })
    expect(await outcome).toEqual({ name: 'new' })
    expect(queryClient.getQueryData(KEY)).toEqual({ name: 'new' })
    expect(posted).toEqual([{ adminId: 'admin-a', effects: [{ kind: 'set', key: KEY, data: { name: 'new' } }] }])
  })
})
