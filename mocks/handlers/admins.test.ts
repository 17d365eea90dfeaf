import { describe, expect, it } from 'vitest'
import { adminListResponseSchema, adminResponseSchema, type AdminPayload } from '@/features/admins/schemas'
import { DEFAULT_PASSWORD_SALT, obfuscatePassword, revealPassword } from '@/shared/auth/cipher'
import { can } from '@/shared/auth/permissions'
import { profileSchema } from '@/shared/auth/schemas'
import { ADMIN_COUNT, SEEDED_ACCOUNTS } from '../seed'
import { db } from '../store'
import { API, callApi, serveMockApi } from '../test-api'
import { issueToken } from '../tokens'
import { ADMIN_EMAIL_TAKEN } from './admins'

serveMockApi()

const call = (method: string, path: string, body?: unknown, account: 'root' | 'admin' = 'root') =>
  callApi(method, `/root/admins${path}`, { body, account })

async function list(query: string) {
  const { status, body } = await call('GET', `?${query}`)
  expect(status).toBe(200)
  return adminListResponseSchema.parse(body)
}

const kz = () => db().countries.find((c) => c.name === 'Казахстан')!._id
const kg = () => db().countries.find((c) => c.name === 'Кыргызстан')!._id

function payload(patch: Partial<AdminPayload> = {}): AdminPayload {
  return {
    email: 'New.Admin@Example.com',
    password: obfuscatePassword('secret77', DEFAULT_PASSWORD_SALT),
    display_name: '  Новый Админ ',
    can_edit_countries_and_cities: false,
    can_modify_users_and_orgs: false,
    can_edit_orgs: false,
    can_edit_only_own_orgs: false,
    can_edit_events: true,
    can_edit_categories: false,
    can_fully_delete: false,
    view_complains_country_ids: [kg()],
    change_info_country_ids: [],
    ...patch,
  }
}

async function login(email: string, password: string) {
  const response = await fetch(`${API}/admins/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: obfuscatePassword(password, DEFAULT_PASSWORD_SALT) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('GET /api/root/admins', () => {
  it('pages through every admin at 100 per page, newest first, with countries resolved and the password obfuscated', async () => {
    const first = await list('page=1&per_page=100')
    const third = await list('page=3&per_page=100')
    expect(ADMIN_COUNT).toBeGreaterThan(200)
    expect(first.total).toBe(ADMIN_COUNT)
    expect(first.admins).toHaveLength(100)
    expect(third.admins).toHaveLength(ADMIN_COUNT - 200)
    const ids = new Set([...first.admins, ...third.admins].map((a) => a._id))
    expect(ids.size).toBe(100 + ADMIN_COUNT - 200)

    const admin = (await list('q=admin%40example.com')).admins[0]!
    expect(revealPassword(admin.password, DEFAULT_PASSWORD_SALT)).toBe(SEEDED_ACCOUNTS.admin.password)
    expect(admin.view_complains_countries.map((c) => c.name).sort()).toEqual(['Казахстан', 'Кыргызстан', 'Россия'])
    expect(admin.view_complains_countries[0]!.flag_url).toMatch(/^\/uploads\/flags\//)
  })

  it('searches name and e-mail case-insensitively', async () => {
    expect((await list(`q=${encodeURIComponent('МАКСИМ менеджер')}`)).admins.map((a) => a.email)).toEqual([SEEDED_ACCOUNTS.manager.email])
    expect((await list('q=MANAGER@')).total).toBe(1)
    expect((await list('q=nobody-at-all')).total).toBe(0)
  })

  it('is root only: an admin gets 403 on every call', async () => {
    const someone = db().admins[10]!._id
    expect((await call('GET', '', undefined, 'admin')).status).toBe(403)
    expect((await call('POST', '', payload(), 'admin')).status).toBe(403)
    expect((await call('PUT', `/${someone}`, payload(), 'admin')).status).toBe(403)
    expect((await call('DELETE', `/${someone}`, undefined, 'admin')).status).toBe(403)
    expect(db().admins).toHaveLength(ADMIN_COUNT)
  })
})

describe('POST, PUT and DELETE /api/root/admins', () => {
  it('creates an admin first in the list, who signs in at once and gets exactly the rights given', async () => {
    const created = await call('POST', '', payload())
    expect(created.status).toBe(201)
    const admin = adminResponseSchema.parse(created.body).admin
    expect(admin).toMatchObject({
      display_name: 'Новый Админ',
      email: 'new.admin@example.com',
      can_edit_events: true,
      can_fully_delete: false,
    })
    expect(admin.view_complains_countries.map((c) => c.name)).toEqual(['Кыргызстан'])
    // Stored obfuscated, as sent.
    expect(db().admins.find((a) => a._id === admin._id)!.password).toBe(payload().password)
    expect((await list('per_page=100')).admins[0]!._id).toBe(admin._id)

    const signedIn = await login('new.admin@example.com', 'secret77')
    expect(signedIn.status).toBe(200)
    const profile = profileSchema.parse(signedIn.body.user_data)
    expect(profile._id).toBe(admin._id)
    expect(can(profile, 'open:events')).toBe(true)
    expect(can(profile, 'open:complaints')).toBe(true)
    expect(can(profile, 'open:users')).toBe(false)
    expect(can(profile, 'open:articles')).toBe(false)
    expect((await login('new.admin@example.com', 'wrong-one')).body.message).toBe('Wrong password')
  })

  it('validates the body with the form rules and keeps e-mails unique', async () => {
    const message = async (body: unknown) => {
      const answer = await call('POST', '', body)
      return [answer.status, answer.body.message]
    }
    expect(await message(payload({ display_name: ' A ' }))).toEqual([400, 'Name length minimum 2'])
    expect(await message(payload({ email: 'not-an-email' }))).toEqual([400, 'Invalid email format'])
    expect(await message(payload({ password: obfuscatePassword('12345', DEFAULT_PASSWORD_SALT) }))).toEqual([
      400,
      'Password length minimum 6',
    ])
    expect(await message(payload({ can_edit_events: false, view_complains_country_ids: [] }))).toEqual([400, 'Choose at least one right'])
    expect(await message(payload({ change_info_country_ids: ['f'.repeat(24)] }))).toEqual([400, 'There is no such country'])
    expect(await message(payload({ email: SEEDED_ACCOUNTS.manager.email.toUpperCase() }))).toEqual([409, ADMIN_EMAIL_TAKEN])
    expect(await message(payload({ email: SEEDED_ACCOUNTS.root.email }))).toEqual([409, ADMIN_EMAIL_TAKEN])
    const { can_fully_delete: _dropped, ...incomplete } = payload()
    expect((await message(incomplete))[0]).toBe(400)
    expect(db().admins).toHaveLength(ADMIN_COUNT)
  })

  it('edits an admin in place: new rights, countries and password; its own e-mail is not a conflict', async () => {
    const target = db().admins.find((a) => a.email === SEEDED_ACCOUNTS.moderator.email)!
    const edited = await call(
      'PUT',
      `/${target._id}`,
      payload({
        email: target.email,
        password: obfuscatePassword('changed99', DEFAULT_PASSWORD_SALT),
        view_complains_country_ids: [],
        change_info_country_ids: [kz()],
      }),
    )
    expect(edited.status).toBe(200)
    const admin = adminResponseSchema.parse(edited.body).admin
    expect(admin).toMatchObject({ _id: target._id, email: SEEDED_ACCOUNTS.moderator.email, can_edit_events: true })
    expect(admin.view_complains_countries).toEqual([])
    expect(admin.change_info_countries.map((c) => c.name)).toEqual(['Казахстан'])
    expect(db().admins).toHaveLength(ADMIN_COUNT)
    expect((await login(SEEDED_ACCOUNTS.moderator.email, 'changed99')).status).toBe(200)

    expect((await call('PUT', `/${target._id}`, payload({ email: SEEDED_ACCOUNTS.admin.email }))).body.message).toBe(ADMIN_EMAIL_TAKEN)
    expect((await call('PUT', `/${'f'.repeat(24)}`, payload())).status).toBe(404)
  })

  it('deletes an admin for good: gone from the list, and its session ends', async () => {
    const target = db().admins.find((a) => a.email === SEEDED_ACCOUNTS.events.email)!
    const token = issueToken({ type: 'admin', _id: target._id })
    expect((await call('DELETE', `/${target._id}`)).status).toBe(200)
    expect((await list('q=events%40example.com')).total).toBe(0)
    expect((await call('DELETE', `/${target._id}`)).status).toBe(404)
    const profile = await fetch(`${API}/admins/profile`, { headers: { Authorization: `Bearer ${token}` } })
    expect(profile.status).toBe(401)
  })
})
