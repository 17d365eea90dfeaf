// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { connectCacheChannel } from '@/shared/cache/cache-channel'
import { setCachedData } from '@/shared/cache/query-cache'
import { answerComplaint } from './api'
import { decrementCounts, reloadsAfterAnswer, useAnswerComplaint } from './mutations'
import { complaintQueries } from './queries'
import type { ComplaintCountsResponse, ComplaintList } from './schemas'

vi.mock('./api', () => ({ answerComplaint: vi.fn(), fetchComplaints: vi.fn(), fetchComplaintCounts: vi.fn() }))

const counts: ComplaintCountsResponse = {
  counts: { review: 2, photo: 1, article: 0, organization: 3, itIsMyOrganization: 1, event: 1, info: 0 },
  allComplaintsCount: 8,
}

describe('complaint answers (spec section 4)', () => {
  it('the count of the complaint’s type and the total go down by one', () => {
    expect(decrementCounts(counts, 'organization')).toEqual({
      counts: { ...counts.counts, organization: 2 },
      allComplaintsCount: 7,
    })
    expect(counts.counts.organization).toBe(3)
  })

  it('never below zero, and nothing to do without cached counts', () => {
    expect(decrementCounts({ counts: { ...counts.counts, article: 0 }, allComplaintsCount: 0 }, 'article')).toMatchObject({
      counts: { article: 0 },
      allComplaintsCount: 0,
    })
    expect(decrementCounts(undefined, 'article')).toBeUndefined()
  })

  it('only photo and review approvals reload the list', () => {
    expect(reloadsAfterAnswer('photo', 'approve')).toBe(true)
    expect(reloadsAfterAnswer('review', 'approve')).toBe(true)
    expect(reloadsAfterAnswer('review', 'decline')).toBe(false)
    expect(reloadsAfterAnswer('organization', 'approve')).toBe(false)
    expect(reloadsAfterAnswer('event', 'seen')).toBe(false)
  })

  it('the nav badge reads the same counts key the screen updates, per country', () => {
    const client = new QueryClient()
    client.setQueryData(complaintQueries.counts('kg').queryKey, counts)
    client.setQueryData(complaintQueries.counts('kz').queryKey, counts)
    client.setQueryData(complaintQueries.counts('kg').queryKey, (data) => decrementCounts(data, 'event'))
    expect(client.getQueryData(complaintQueries.counts('kg').queryKey)?.allComplaintsCount).toBe(7)
    expect(client.getQueryData(complaintQueries.counts('kz').queryKey)?.allComplaintsCount).toBe(8)
    expect(complaintQueries.list('kg', 'event').queryKey).toEqual(['complaints', 'kg', 'list', 'event'])
  })
})

describe('an answer from the queue', () => {
  function answering() {
    const client = new QueryClient()
    client.setQueryData(complaintQueries.counts('kg').queryKey, counts)
    client.setQueryData(complaintQueries.list('kg', 'event').queryKey, {
      complaints: [{ _id: 'a' }, { _id: 'b' }],
      skipped: 0,
    } as unknown as ComplaintList<'event'>)
    const events = { answered: vi.fn(), alreadyHandled: vi.fn(), failed: vi.fn() }
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children)
    const { result } = renderHook(() => useAnswerComplaint('kg', 'event', events), { wrapper })
    const ids = () => (client.getQueryData(complaintQueries.list('kg', 'event').queryKey) as ComplaintList).complaints.map((c) => c._id)
    const total = () => client.getQueryData(complaintQueries.counts('kg').queryKey)?.allComplaintsCount
    return { result, events, ids, total }
  }

  it('the counts go down as it is sent, before the server answers; once done the complaint leaves the cached list', async () => {
    let answer: (value: Record<string, never>) => void = () => undefined
    vi.mocked(answerComplaint).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { result, events, ids, total } = answering()
    act(() => result.current.mutate({ complaintId: 'a', answer: 'seen' }))
    await waitFor(() => expect(total()).toBe(7))
    expect(ids()).toEqual(['a', 'b'])
    act(() => answer({}))
    await waitFor(() => expect(events.answered).toHaveBeenCalledWith({ complaintId: 'a', answer: 'seen' }))
    expect(ids()).toEqual(['b'])
  })

  it('refused because a colleague answered it first (409): said, and out of the list all the same', async () => {
    vi.mocked(answerComplaint).mockRejectedValue(new ApiError('http', 'The complaint is already answered', { status: 409 }))
    const { result, events, ids } = answering()
    act(() => result.current.mutate({ complaintId: 'a', answer: 'decline' }))
    await waitFor(() => expect(events.alreadyHandled).toHaveBeenCalled())
    expect(events.failed).not.toHaveBeenCalled()
    expect(ids()).toEqual(['b'])
  })

  it('refused for another reason: the screen is told to put it back, and the list keeps it', async () => {
    vi.mocked(answerComplaint).mockRejectedValue(new ApiError('http', 'Server error', { status: 500 }))
    const { result, events, ids } = answering()
    act(() => result.current.mutate({ complaintId: 'a', answer: 'seen' }))
    await waitFor(() => expect(events.failed).toHaveBeenCalled())
    expect(events.alreadyHandled).not.toHaveBeenCalled()
    expect(ids()).toEqual(['a', 'b'])
  })
})

describe('an answer in another tab of the same moderator', () => {
  it('lowers this tab’s counts as it is sent, with the counts that tab computed, not a fetch that may come before the answer reaches the server', async () => {
    const tabs = [new QueryClient(), new QueryClient()] as const
    const disconnect = tabs.map((tab) => {
      tab.setQueryData(complaintQueries.counts('kz').queryKey, counts)
      return connectCacheChannel(tab, { currentAdmin: () => 'moderator-1' })
    })
    const [answering, watching] = tabs
    setCachedData(answering, complaintQueries.counts('kz').queryKey, (now: ComplaintCountsResponse | undefined) =>
      decrementCounts(now, 'event'),
    )
    await waitFor(() => expect(watching.getQueryData(complaintQueries.counts('kz').queryKey)).toEqual(decrementCounts(counts, 'event')))
    expect(watching.getQueryState(complaintQueries.counts('kz').queryKey)!.isInvalidated).toBe(false)
    for (const stop of disconnect) stop()
  })
})
