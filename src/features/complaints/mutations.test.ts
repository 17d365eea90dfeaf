import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { decrementCounts, reloadsAfterAnswer } from './mutations'
import { complaintQueries } from './queries'
import type { ComplaintCountsResponse } from './schemas'

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
