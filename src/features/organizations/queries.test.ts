import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { entryListSearchSchema } from '@/shared/lib/search-params'
import { mockServer } from '../../../mocks/node'
import { db, resetDb } from '../../../mocks/store'
import { organizationQueries } from './queries'

const requested: URL[] = []

beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/organizations') requested.push(url)
  })
})
afterAll(() => {
  mockServer.events.removeAllListeners()
  mockServer.close()
})
beforeEach(() => {
  resetDb()
  requested.length = 0
})

const search = (input: Record<string, unknown>) => entryListSearchSchema.parse(input)

describe('organizationQueries.list (spec section 4: totals kept from the first load)', () => {
  it('asks for the totals on the first load only and keeps them for every later list', async () => {
    const queryClient = new QueryClient()
    const total = db().organizations.length
    const active = db().organizations.filter((o) => o.is_active).length

    const first = await queryClient.fetchQuery(organizationQueries.list(search({})))
    expect(first.totals).toEqual({ all: total, active, banned: total - active })
    expect(requested[0]!.searchParams.get('count_all_totals')).toBe('true')

    // The server's numbers change (a ban elsewhere); the console keeps those of the first load.
    db().organizations.find((o) => o.is_active)!.is_active = false
    const banned = await queryClient.fetchQuery(organizationQueries.list(search({ status: 'banned', q: 'а' })))
    expect(requested[1]!.searchParams.get('count_all_totals')).toBe('false')
    expect(banned.totals).toEqual(first.totals)
    expect(banned.items.every((o) => !o.is_active)).toBe(true)
  })

  it('sends the URL state as the query of spec section 7', async () => {
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(
      organizationQueries.list(search({ q: 'кафе', page: 2, per_page: 250, status: 'active', deep_search: true })),
    )
    const params = Object.fromEntries(requested[0]!.searchParams)
    expect(params).toMatchObject({
      q: 'кафе',
      page: '2',
      per_page: '250',
      is_active: 'true',
      should_add_views: 'false',
      sort_by_date: 'true',
      deep_search: 'true',
      deep_populate: 'true',
    })
  })
})

describe('organizationQueries keys (generic to specific)', () => {
  it('keys everything under organizations, lists under list, details under detail; the detail loads GET /organizations/{id}', async () => {
    expect(organizationQueries.all()).toEqual(['organizations'])
    expect(organizationQueries.lists()).toEqual(['organizations', 'list'])
    expect(organizationQueries.list(search({})).queryKey.slice(0, 2)).toEqual(['organizations', 'list'])
    expect(organizationQueries.details()).toEqual(['organizations', 'detail'])
    const id = db().organizations[0]!._id
    const detail = organizationQueries.detail(id)
    expect(detail.queryKey).toEqual(['organizations', 'detail', id])
    await expect(new QueryClient().fetchQuery(detail)).resolves.toMatchObject({ _id: id })
  })
})
