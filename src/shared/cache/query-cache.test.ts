import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { patchEntryInLists, patchInLists, prefetch, prependToLists, removeEntryFromLists, removeFromLists } from './query-cache'

type Item = { _id: string; name: string; is_active: boolean }
type Answer = { items: Item[]; total: number }

function client() {
  const queryClient = new QueryClient()
  queryClient.setQueryData<Answer>(['things', 'list', { page: 1 }], {
    items: [
      { _id: 'a', name: 'A', is_active: true },
      { _id: 'b', name: 'B', is_active: true },
    ],
    total: 2,
  })
  queryClient.setQueryData<Answer>(['things', 'list', { q: 'b' }], { items: [{ _id: 'b', name: 'B', is_active: true }], total: 1 })
  queryClient.setQueryData(['things', 'detail', 'b'], { _id: 'b', name: 'B', is_active: true })
  queryClient.setQueryData<Answer>(['other', 'list'], { items: [{ _id: 'b', name: 'B', is_active: true }], total: 1 })
  return queryClient
}

describe('patchInLists (spec section 4: items update in place by _id)', () => {
  it('merges a patch into the item in every cached list under the prefix', () => {
    const queryClient = client()
    patchInLists<Item>(queryClient, ['things', 'list'], 'items', 'b', { is_active: false })
    expect(queryClient.getQueryData<Answer>(['things', 'list', { page: 1 }])!.items).toEqual([
      { _id: 'a', name: 'A', is_active: true },
      { _id: 'b', name: 'B', is_active: false },
    ])
    expect(queryClient.getQueryData<Answer>(['things', 'list', { q: 'b' }])!.items[0]!.is_active).toBe(false)
    // Other features' lists and non-list answers are left alone.
    expect(queryClient.getQueryData<Answer>(['other', 'list'])!.items[0]!.is_active).toBe(true)
  })

  it('keeps the answers without the item as they are', () => {
    const queryClient = client()
    const before = queryClient.getQueryData<Answer>(['things', 'list', { q: 'b' }])
    patchInLists<Item>(queryClient, ['things'], 'items', 'a', { name: 'A!' })
    expect(queryClient.getQueryData<Answer>(['things', 'list', { page: 1 }])!.items[0]!.name).toBe('A!')
    expect(queryClient.getQueryData<Answer>(['things', 'list', { q: 'b' }])).toBe(before)
    expect(queryClient.getQueryData(['things', 'detail', 'b'])).toEqual({ _id: 'b', name: 'B', is_active: true })
  })
})

describe('removeFromLists (spec section 4: removed by _id)', () => {
  it('removes the item from every cached list under the prefix and decrements total', () => {
    const queryClient = client()
    removeFromLists(queryClient, ['things', 'list'], 'items', 'b')
    expect(queryClient.getQueryData<Answer>(['things', 'list', { page: 1 }])).toEqual({
      items: [{ _id: 'a', name: 'A', is_active: true }],
      total: 1,
    })
    expect(queryClient.getQueryData<Answer>(['things', 'list', { q: 'b' }])).toEqual({ items: [], total: 0 })
    expect(queryClient.getQueryData<Answer>(['other', 'list'])!.total).toBe(1)
  })

  it('leaves lists without the item untouched', () => {
    const queryClient = client()
    const before = queryClient.getQueryData<Answer>(['things', 'list', { q: 'b' }])
    removeFromLists(queryClient, ['things', 'list'], 'items', 'zzz')
    expect(queryClient.getQueryData<Answer>(['things', 'list', { q: 'b' }])).toBe(before)
  })
})

describe('prependToLists (spec section 4: admins and countries are added at the front)', () => {
  it('puts the new item first in the lists that begin the list, keeps the page size and counts it in', () => {
    const queryClient = client()
    const item = { _id: 'c', name: 'C', is_active: true }
    prependToLists<Item>(queryClient, ['things', 'list'], 'items', item, (key) => ('page' in (key[2] as object) ? { limit: 2 } : null))
    expect(queryClient.getQueryData<Answer>(['things', 'list', { page: 1 }])).toEqual({
      items: [item, { _id: 'a', name: 'A', is_active: true }],
      total: 3,
    })
    // A list that does not begin with it (a search) is left as it is and marked stale.
    expect(queryClient.getQueryData<Answer>(['things', 'list', { q: 'b' }])!.items.map((i) => i._id)).toEqual(['b'])
    expect(queryClient.getQueryState(['things', 'list', { q: 'b' }])!.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['things', 'list', { page: 1 }])!.isInvalidated).toBe(false)
    // Other features' lists are left alone.
    expect(queryClient.getQueryData<Answer>(['other', 'list'])!.items).toHaveLength(1)
  })
})

describe('prefetch: the loaders warm the queries their pages read', () => {
  it('never throws: a failure stays in the query for the page to show', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await prefetch(client, { queryKey: ['a'], queryFn: () => Promise.reject(new Error('Boom')) }, false, undefined)
    expect(client.getQueryState(['a'])?.status).toBe('error')
    expect(client.getQueryState(['a'])?.error?.message).toBe('Boom')
  })

  it('warms each query given, skips `false` and `undefined`, and asks nothing for fresh data', async () => {
    const client = new QueryClient()
    const queryFn = vi.fn(() => Promise.resolve({ _id: 'a' }))
    await prefetch(client, { queryKey: ['things', 'detail', 'a'], queryFn }, false, undefined)
    expect(client.getQueryData(['things', 'detail', 'a'])).toEqual({ _id: 'a' })
    client.setQueryDefaults(['things'], { staleTime: Infinity })
    await prefetch(client, { queryKey: ['things', 'detail', 'a'], queryFn })
    expect(queryFn).toHaveBeenCalledTimes(1)
  })
})

describe('the entry lists: patched or emptied by _id, then marked stale', () => {
  type Entry = { _id: string; name: string; is_active: boolean }
  const lists = ['things', 'list'] as const

  it('patches an entry in place by _id in every cached list and marks them stale; removes one and counts it out', () => {
    const queryClient = new QueryClient()
    const page = () => ({
      items: [
        { _id: 'a', name: 'A', is_active: true },
        { _id: 'b', name: 'B', is_active: false },
      ],
      total: 2,
    })
    queryClient.setQueryData([...lists, { page: 1 }], page())
    queryClient.setQueryData([...lists, { q: 'x' }], page())
    patchEntryInLists<Entry>(queryClient, lists, 'a', { is_active: false })
    const cached = queryClient.getQueriesData<{ items: Entry[]; total: number }>({ queryKey: lists })
    expect(cached).toHaveLength(2)
    for (const [key, data] of cached) {
      expect(data!.items[0]).toEqual({ _id: 'a', name: 'A', is_active: false })
      expect(queryClient.getQueryState(key)!.isInvalidated).toBe(true)
    }
    removeEntryFromLists(queryClient, lists, 'b')
    for (const [, data] of queryClient.getQueriesData<{ items: Entry[]; total: number }>({ queryKey: lists })) {
      expect(data!.items.map((item) => item._id)).toEqual(['a'])
      expect(data!.total).toBe(1)
    }
    // An id in no list changes nothing.
    removeEntryFromLists(queryClient, lists, 'zzz')
    expect(queryClient.getQueryData<{ total: number }>([...lists, { page: 1 }])!.total).toBe(1)
  })
})
