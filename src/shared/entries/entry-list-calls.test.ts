import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { entryListSearchSchema } from '@/shared/lib/search-params'
import { entryListSearchParams, fetchEntryListPage } from './entry-list-calls'

type Item = { _id: string; name: string; is_active: boolean }
const items: Item[] = [
  { _id: 'a', name: 'A', is_active: true },
  { _id: 'b', name: 'B', is_active: false },
]
const search = (input: Record<string, unknown> = {}) => entryListSearchSchema.parse(input)
const totalsKey = ['things', 'totals'] as const

function setup() {
  const fetchPage = vi.fn((countAllTotals: boolean) =>
    Promise.resolve({
      items: items.map((item) => ({ ...item })),
      total: 2,
      totals: countAllTotals ? { all: 2, active: 1, banned: 1 } : null,
    }),
  )
  return { fetchPage, client: new QueryClient() }
}

describe('fetchEntryListPage (spec section 4 "Lists")', () => {
  it('asks for the totals on the first load only and keeps them for every later page', async () => {
    const { fetchPage, client } = setup()
    const first = await fetchEntryListPage(client, totalsKey, search(), fetchPage)
    expect(first).toMatchObject({ total: 2, totals: { all: 2, active: 1, banned: 1 }, search: { page: 1, per_page: 100 } })
    const secondSearch = search({ page: 2, status: 'banned' })
    const second = await fetchEntryListPage(client, totalsKey, secondSearch, fetchPage)
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([true, false])
    expect(second.totals).toEqual(first.totals)
    // The answer names the search it answers (a placeholder still describes itself).
    expect(second.search).toBe(secondSearch)
  })

  it('keeps the first totals when two first pages load at once', async () => {
    const client = new QueryClient()
    const page = (all: number) => () => Promise.resolve({ items, total: 2, totals: { all, active: all, banned: 0 } })
    const [one, two] = await Promise.all([
      fetchEntryListPage(client, totalsKey, search(), page(1)),
      fetchEntryListPage(client, totalsKey, search({ q: 'x' }), page(2)),
    ])
    expect(two.totals).toEqual(one.totals)
  })
})

describe('entryListSearchParams', () => {
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
