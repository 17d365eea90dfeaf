import { beforeEach, describe, expect, it } from 'vitest'
import { organizationSchema, organizationsListResponseSchema } from '../../src/features/organizations/schemas'
import { mockServer } from '../node'
import { createSeed } from '../seed'
import { LARGE_ORGANIZATION_COUNT, ORGANIZATION_COUNT, OWN_ADMIN_EMAIL } from '../seed-organizations'
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
    const large = createSeed({ large: true })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(large.organizations).toHaveLength(LARGE_ORGANIZATION_COUNT)
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
    expect(list({ q: categoryName, deep_search: 'true' }).total).toBe(db().organizations.filter((o) => o.category_id === record.category_id).length)
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
