import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { entryListSearchSchema } from '@/shared/lib/list-search'
import { entryListQueries, entryListSearchParams, entryQueries } from './entry-list'

type Item = { _id: string; name: string; is_active: boolean }
const items: Item[] = [
  { _id: 'a', name: 'A', is_active: true },
  { _id: 'b', name: 'B', is_active: false },
]
const search = (input: Record<string, unknown> = {}) => entryListSearchSchema.parse(input)

function setup() {
  const fetchPage = vi.fn((_search: unknown, countAllTotals: boolean) =>
    Promise.resolve({
      items: items.map((item) => ({ ...item })),
      total: 2,
      totals: countAllTotals ? { all: 2, active: 1, banned: 1 } : null,
    }),
  )
  return { queries: entryListQueries<Item, 'things'>('things', fetchPage), fetchPage, client: new QueryClient() }
}

describe('entryListQueries (spec section 4 "Lists")', () => {
  it('asks for the totals on the first load only and keeps them for every later page', async () => {
    const { queries, fetchPage, client } = setup()
    const first = await client.fetchQuery(queries.list(search()))
    expect(first).toMatchObject({ total: 2, totals: { all: 2, active: 1, banned: 1 }, page: 1, per_page: 100 })
    const second = await client.fetchQuery(queries.list(search({ page: 2, status: 'banned' })))
    expect(fetchPage.mock.calls.map((call) => call[1])).toEqual([true, false])
    expect(second.totals).toEqual(first.totals)
    expect(second.page).toBe(2)
  })

  it('patches an entry in place by _id in every cached list and marks them stale; removes one and counts it out', async () => {
    const { queries, client } = setup()
    await client.fetchQuery(queries.list(search()))
    await client.fetchQuery(queries.list(search({ q: 'x' })))
    queries.patch(client, 'a', { is_active: false })
    const lists = client.getQueriesData<{ items: Item[]; total: number }>({ queryKey: queries.lists() })
    expect(lists).toHaveLength(2)
    for (const [key, data] of lists) {
      expect(data!.items[0]).toEqual({ _id: 'a', name: 'A', is_active: false })
      expect(client.getQueryState(key)!.isInvalidated).toBe(true)
    }
    queries.remove(client, 'b')
    for (const [, data] of client.getQueriesData<{ items: Item[]; total: number }>({ queryKey: queries.lists() })) {
      expect(data!.items.map((item) => item._id)).toEqual(['a'])
      expect(data!.total).toBe(1)
    }
    // An id in no list changes nothing.
    queries.remove(client, 'zzz')
    expect(client.getQueryData<{ total: number }>(queries.list(search()).queryKey)!.total).toBe(1)
  })

  it('sends the query of spec section 7 shared by organizations and events', () => {
    expect(entryListSearchParams(search({ q: 'кафе', page: 2, per_page: 250, status: 'active', deep_search: 'true' }), true)).toEqual({
      q: 'кафе',
      page: 2,
      per_page: 250,
      is_active: 'true',
      should_add_views: false,
      sort_by_date: true,
      count_all_totals: true,
      deep_search: true,
      deep_populate: true,
    })
  })
})

describe('entryQueries (one key factory per directory entry)', () => {
  it('keys everything under the feature, lists under list, details under detail; the detail loads by the feature call', async () => {
    const fetchDetail = vi.fn((id: string) => Promise.resolve({ _id: id, name: 'Полное' }))
    const { queries } = entryQueries<Item, { _id: string; name: string }, 'things'>(
      'things',
      () => Promise.resolve({ items, total: 2, totals: null }),
      fetchDetail,
    )
    expect(queries.all()).toEqual(['things'])
    expect(queries.lists()).toEqual(['things', 'list'])
    expect(queries.list(search()).queryKey.slice(0, 2)).toEqual(['things', 'list'])
    expect(queries.details()).toEqual(['things', 'detail'])
    const detail = queries.detail('a')
    expect(detail.queryKey).toEqual(['things', 'detail', 'a'])
    const client = new QueryClient()
    await expect(client.fetchQuery(detail)).resolves.toEqual({ _id: 'a', name: 'Полное' })
    expect(fetchDetail).toHaveBeenCalledWith('a', expect.any(AbortSignal))
  })
})
