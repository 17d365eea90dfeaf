import { beforeEach, describe, expect, it } from 'vitest'
import { organizationSchema, organizationsListResponseSchema } from '@/features/organizations/schemas'
import { mockServer } from '../node'
import { createSeed } from '../seed'
import { LARGE_ORGANIZATION_COUNT, ORGANIZATION_COUNT, OWN_ADMIN_EMAIL, seedOrganizations } from '../seed-organizations'
import { db, resetDb } from '../store'
import { issueToken } from '../tokens'
import { listOrganizations, toOrganization } from './organizations'

const list = (params: Record<string, string>) => {
  const response = listOrganizations(new Request(`http://localhost/api/organizations?${new URLSearchParams(params).toString()}`))
  return organizationsListResponseSchema.parse({ status: 'ok', ...response })
}

describe('organizations seed', () => {
  beforeEach(() => resetDb())

  it('seeds a few hundred organizations that the Organization schema parses', () => {
    expect(db().organizations).toHaveLength(ORGANIZATION_COUNT)
    for (const record of db().organizations) expect(() => organizationSchema.parse(toOrganization(record))).not.toThrow()
  })

  it('has banned ones, online ones without address, own@example.com ones and ones without contacts', () => {
    const orgs = db().organizations
    const banned = orgs.filter((o) => !o.is_active).length
    expect(banned / orgs.length).toBeGreaterThan(0.08)
    expect(banned / orgs.length).toBeLessThan(0.25)
    const online = orgs.filter((o) => o.category_id === db().onlineWorkingCategoryId)
    expect(online.length).toBeGreaterThan(10)
    expect(online.every((o) => o.address === '' && o.additional_city_ids.length === 0)).toBe(true)
    const ownId = db().admins.find((a) => a.email === OWN_ADMIN_EMAIL)!._id
    expect(orgs.filter((o) => o.creator_admin === ownId).length).toBeGreaterThanOrEqual(30)
    expect(orgs.some((o) => Object.values(o.contacts).every((v) => v === ''))).toBe(true)
    expect(orgs.every((o) => o.carousel_photos.length >= 1 && o.carousel_photos.length <= 6)).toBe(true)
  })

  it('is deterministic, and the large mode seeds 10 000 quickly', () => {
    expect(createSeed().organizations).toEqual(createSeed().organizations)
    const started = performance.now()
    // The organizations step alone (the large seed also has 10 000 events, timed by their own test).
    const large = seedOrganizations(db(), { large: true })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(large).toHaveLength(LARGE_ORGANIZATION_COUNT)
  })
})

describe('GET /api/organizations (mock)', () => {
  beforeEach(() => resetDb())

  it('pages newest first with total matching the query', () => {
    const first = list({ page: '1', per_page: '100', sort_by_date: 'true' })
    expect(first.organizations).toHaveLength(100)
    expect(first.total).toBe(ORGANIZATION_COUNT)
    const dates = first.organizations.map((o) => o.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = list({ page: '4', per_page: '100', sort_by_date: 'true' })
    expect(last.organizations).toHaveLength(ORGANIZATION_COUNT - 300)
    expect(list({ per_page: '9999' }).organizations).toHaveLength(ORGANIZATION_COUNT)
  })

  it('searches the name only, unless deep search also looks at the owner e-mail, tags and category', () => {
    const record = db().organizations[5]!
    const word = /«(.+)»/.exec(record.name)![1]!
    const byName = list({ q: word.toUpperCase() })
    expect(byName.total).toBeGreaterThan(0)
    expect(byName.organizations.every((o) => o.name.toLowerCase().includes(word.toLowerCase()))).toBe(true)

    const email = db().users.find((u) => u._id === record.user_id)!.email
    expect(list({ q: email }).total).toBe(0)
    const deep = list({ q: email, deep_search: 'true' })
    expect(deep.organizations.map((o) => o._id)).toContain(record._id)

    const categoryName = db().categories.find((c) => c._id === record.category_id)!.name
    expect(list({ q: categoryName, deep_search: 'true' }).total).toBe(
      db().organizations.filter((o) => o.category_id === record.category_id).length,
    )
  })

  it('filters by is_active and gives the whole collection totals only with count_all_totals', () => {
    const active = db().organizations.filter((o) => o.is_active).length
    const onlyActive = list({ is_active: 'true', per_page: '500' })
    expect(onlyActive.total).toBe(active)
    expect(onlyActive.organizations.every((o) => o.is_active)).toBe(true)
    const banned = list({ is_active: 'false', per_page: '500' })
    expect(banned.total).toBe(ORGANIZATION_COUNT - active)
    expect(banned.total_active).toBeUndefined()
    const withTotals = list({ is_active: 'false', q: 'zzz-none', count_all_totals: 'true' })
    expect(withTotals.total).toBe(0)
    expect(withTotals.total_active).toBe(active)
    expect(withTotals.total_blocked).toBe(ORGANIZATION_COUNT - active)
  })
})

describe('DELETE /api/admins/organizations/{id} (mock)', () => {
  beforeEach(() => resetDb())

  it('removes the organization for good with its reviews, and only for an admin with can_fully_delete', async () => {
    mockServer.listen({ onUnhandledFrame: 'error' })
    try {
      const reviewed = db().reviews[0]!.organization_id
      const call = (email: string) =>
        fetch(`http://localhost/api/admins/organizations/${reviewed}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${issueToken({ type: 'admin', _id: db().admins.find((a) => a.email === email)!._id })}` },
        })
      expect((await call('manager@example.com')).status).toBe(403)
      expect(db().organizations.some((o) => o._id === reviewed)).toBe(true)
      const response = await call('admin@example.com')
      expect(await response.json()).toEqual({ status: 'ok' })
      expect(db().organizations.some((o) => o._id === reviewed)).toBe(false)
      expect(db().reviews.some((r) => r.organization_id === reviewed)).toBe(false)
      expect((await call('admin@example.com')).status).toBe(404)
    } finally {
      mockServer.close()
    }
  })
})

describe('organization writes (mock): rights and the spec messages', () => {
  beforeEach(() => resetDb())

  const tokenOf = (email: string) => issueToken({ type: 'admin', _id: db().admins.find((a) => a.email === email)!._id })
  const send = async (method: string, path: string, email: string, body?: unknown) => {
    const response = await fetch(`http://localhost/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${tokenOf(email)}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return {
      status: response.status,
      body: (await response.json()) as {
        status: string
        message?: string
        organization?: { user?: { email: string }; is_active?: boolean; carousel_photos?: unknown[] }
      },
    }
  }

  it('change-owner answers banned, not confirmed and no such user, then changes the owner', async () => {
    mockServer.listen({ onUnhandledFrame: 'error' })
    try {
      const org = db().organizations[0]!
      const banned = db().users.find((u) => !u.is_active)!
      const unconfirmed = db().users.find((u) => u.is_active && !u.is_confirmed)!
      const fine = db().users.find((u) => u.is_active && u.is_confirmed && u._id !== org.user_id)!
      const change = (new_user_id: string, email = 'admin@example.com') =>
        send('PUT', '/admins/organizations/change-owner', email, { organization_id: org._id, new_user_id })
      expect((await change(banned._id)).body.message).toBe('This user is banned')
      expect((await change(unconfirmed._id)).body.message).toBe('This user is not confirmed')
      expect((await change('f'.repeat(24))).body.message).toBe('There is no such user')
      expect((await change(fine._id, 'own@example.com')).status).toBe(403)
      const done = await change(fine._id)
      expect(done.status).toBe(200)
      expect(done.body.organization?.user?.email).toBe(fine.email)
      expect(db().organizations[0]!.user_id).toBe(fine._id)
    } finally {
      mockServer.close()
    }
  })

  it('block needs can_modify_users_and_orgs; edit by the own-organizations admin only on its own', async () => {
    mockServer.listen({ onUnhandledFrame: 'error' })
    try {
      const ownId = db().admins.find((a) => a.email === OWN_ADMIN_EMAIL)!._id
      const own = db().organizations.find((o) => o.creator_admin === ownId)!
      const foreign = db().organizations.find((o) => o.creator_admin !== ownId)!
      expect(
        (await send('PUT', '/admins/organizations/block', 'own@example.com', { organization_id: own._id, is_active: false })).status,
      ).toBe(403)
      const banned = await send('PUT', '/admins/organizations/block', 'manager@example.com', { organization_id: own._id, is_active: false })
      expect(banned.body.organization?.is_active).toBe(false)
      expect((await send('PATCH', `/admins/organizations/edit/${foreign._id}`, 'own@example.com', { name: 'Новое имя' })).status).toBe(403)
      const edited = await send('PATCH', `/admins/organizations/edit/${own._id}`, 'own@example.com', {
        name: '  Новое имя  ',
        tags: ['a', ' a ', ''],
      })
      expect(edited.body.message ?? '').toBe('')
      expect(edited.status).toBe(200)
      expect(db().organizations.find((o) => o._id === own._id)).toMatchObject({ name: 'Новое имя', tags: ['a'] })
      expect((await send('PATCH', `/admins/organizations/edit/${own._id}`, 'own@example.com', { name: 'x' })).body.message).toBe(
        'Name length must be between 2 and 100',
      )
    } finally {
      mockServer.close()
    }
  })

  it('photos remove: at least 1 photo stays in the carousel; unknown ids are refused', async () => {
    mockServer.listen({ onUnhandledFrame: 'error' })
    try {
      const org = db().organizations.find((o) => o.carousel_photos.length >= 2)!
      const ids = org.carousel_photos.map((p) => p._id)
      const remove = (photos_to_delete: string[]) =>
        send('POST', `/admins/organizations/${org._id}/photos/remove`, 'admin@example.com', { photos_to_delete, type: 'carousel' })
      expect((await remove(ids)).body.message).toBe('Minimum number of photos in the carousel: 1')
      expect((await remove(['nope'])).body.message).toBe('There are no such photos')
      expect((await remove([ids[0]!])).body.organization?.carousel_photos).toHaveLength(ids.length - 1)
      expect(
        (await send('POST', `/admins/organizations/${org._id}/photos/remove`, 'events@example.com', { photos_to_delete: [ids[1]!] }))
          .status,
      ).toBe(403)
    } finally {
      mockServer.close()
    }
  })
})
