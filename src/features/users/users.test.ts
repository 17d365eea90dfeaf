import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { listSearchSchema } from '@/shared/lib/search-params'
import { userListParams } from './api'
import { applyUserDelete, applyUserUpdate } from './mutations'
import { userQueries } from './queries'
import type { UserListResponse } from './schemas'

const user = (n: number, is_active = true) => ({
  _id: String(n).padStart(24, '0'),
  display_name: `Пользователь ${n}`,
  email: `user${n}@example.com`,
  is_active,
  createdAt: '2026-05-01T00:00:00.000Z',
})

describe('users list params', () => {
  it('the URL search gives the call’s query: status → is_active all|true|false, trimmed q', () => {
    const search = listSearchSchema.parse({ q: '  анна ', page: '2', per_page: '250', status: 'banned' })
    expect(userListParams(search)).toEqual({ q: 'анна', page: 2, per_page: 250, is_active: 'false', should_add_views: false })
    expect(userListParams(listSearchSchema.parse({}))).toEqual({
      q: undefined,
      page: 1,
      per_page: 100,
      is_active: 'all',
      should_add_views: false,
    })
    expect(userListParams(listSearchSchema.parse({ status: 'active' })).is_active).toBe('true')
  })

  it('a bad page size or page in the URL falls back to the defaults; a page size is clamped 1..500', () => {
    expect(listSearchSchema.parse({ per_page: '1000' }).per_page).toBe(500)
    expect(listSearchSchema.parse({ per_page: 'many', page: '-3', status: 'weird' })).toEqual({
      q: '',
      page: 1,
      per_page: 100,
      status: 'all',
    })
  })
})

describe('users cache (spec section 4 "Lists": update in place by _id, remove by _id)', () => {
  function seeded() {
    const client = new QueryClient()
    const first = listSearchSchema.parse({})
    const second = listSearchSchema.parse({ status: 'active' })
    client.setQueryData(userQueries.list(first).queryKey, { users: [user(1), user(2), user(3)], total: 3 })
    client.setQueryData(userQueries.list(second).queryKey, { users: [user(2), user(3)], total: 2 })
    const read = (search: typeof first) => client.getQueryData<UserListResponse>(userQueries.list(search).queryKey)!
    return { client, read: () => [read(first), read(second)] as const }
  }

  it('a ban patches the user in every cached page', () => {
    const { client, read } = seeded()
    applyUserUpdate(client, user(2, false))
    const [all, active] = read()
    expect(all.users.map((u) => u.is_active)).toEqual([true, false, true])
    expect(active.users[0]).toMatchObject({ _id: user(2)._id, is_active: false })
  })

  it('a delete removes the user from every cached page and counts it out of the total', () => {
    const { client, read } = seeded()
    applyUserDelete(client, user(3)._id)
    const [all, active] = read()
    expect(all).toEqual({ users: [user(1), user(2)], total: 2 })
    expect(active).toEqual({ users: [user(2)], total: 1 })
  })
})
