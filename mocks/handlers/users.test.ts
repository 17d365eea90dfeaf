import { describe, expect, it } from 'vitest'
import { userListResponseSchema, userResponseSchema } from '@/features/users/schemas'
import { USER_COUNT } from '../seed'
import { db } from '../store'
import { callApi, serveMockApi } from '../test-api'

serveMockApi()

type Account = 'admin' | 'manager' | 'moderator'

const call = (method: string, path: string, account: Account = 'admin', body?: unknown) =>
  callApi(method, `/admins/users${path}`, { body, account })

async function list(query: string, account: Account = 'admin') {
  const { status, body } = await call('GET', `?${query}`, account)
  expect(status).toBe(200)
  return userListResponseSchema.parse(body)
}

describe('GET /api/admins/users', () => {
  it('pages through every user at 100 per page, newest first', async () => {
    const first = await list('page=1&per_page=100&is_active=all')
    const third = await list('page=3&per_page=100&is_active=all')
    expect(first.total).toBe(USER_COUNT)
    expect(first.users).toHaveLength(100)
    expect(third.users).toHaveLength(USER_COUNT - 200)
    const dates = first.users.map((u) => u.createdAt ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    // per_page is clamped to 1..500.
    expect((await list('per_page=5000')).users).toHaveLength(USER_COUNT)
  })

  it('filters by status and searches name and e-mail, case-insensitively', async () => {
    const active = await list('is_active=true&per_page=500')
    const banned = await list('is_active=false&per_page=500')
    expect(banned.total).toBeGreaterThan(0)
    expect(active.total + banned.total).toBe(USER_COUNT)
    expect(active.users.every((u) => u.is_active)).toBe(true)
    expect(banned.users.every((u) => !u.is_active)).toBe(true)
    const byEmail = await list(`q=${encodeURIComponent('USER@EXAMPLE')}`)
    expect(byEmail.users.map((u) => u.email)).toEqual(['user@example.com'])
    const byName = await list(`q=${encodeURIComponent('пользователь приложения')}`)
    expect(byName.users.map((u) => u.display_name)).toEqual(['Пользователь Приложения'])
    expect((await list('q=nobody-at-all')).total).toBe(0)
  })

  it('needs can_modify_users_and_orgs', async () => {
    expect((await call('GET', '', 'moderator')).status).toBe(403)
    expect((await call('GET', '', 'manager')).status).toBe(200)
  })
})

describe('PUT /api/admins/users/block and DELETE /api/admins/users/{id}', () => {
  it('bans and unbans (can_modify_users_and_orgs) and answers the user', async () => {
    const target = db().users.find((u) => u.is_active)!
    const banned = await call('PUT', '/block', 'manager', { user_id: target._id, is_active: false })
    expect(userResponseSchema.parse(banned.body).user).toMatchObject({ _id: target._id, is_active: false })
    expect(db().users.find((u) => u._id === target._id)?.is_active).toBe(false)
    await call('PUT', '/block', 'manager', { user_id: target._id, is_active: true })
    expect(db().users.find((u) => u._id === target._id)?.is_active).toBe(true)
    expect((await call('PUT', '/block', 'moderator', { user_id: target._id, is_active: false })).status).toBe(403)
    expect((await call('PUT', '/block', 'admin', { user_id: 'f'.repeat(24), is_active: false })).status).toBe(404)
    expect((await call('PUT', '/block', 'admin', { user_id: target._id })).status).toBe(400)
  })

  it('deletes for good only with can_fully_delete', async () => {
    const target = db().users[5]!
    expect((await call('DELETE', `/${target._id}`, 'manager')).status).toBe(403)
    expect((await call('DELETE', `/${target._id}`, 'admin')).body).toEqual({ status: 'ok' })
    expect(db().users.some((u) => u._id === target._id)).toBe(false)
    expect((await list('per_page=500')).total).toBe(USER_COUNT - 1)
    expect((await call('DELETE', `/${target._id}`, 'admin')).status).toBe(404)
  })
})
