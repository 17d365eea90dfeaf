// @vitest-environment node
// Multipart bodies need Node's own fetch, FormData and File (jsdom's do not survive the trip).
import { describe, expect, it } from 'vitest'
import {
  adminCategoriesResponseSchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  subCategoriesResponseSchema,
  subCategoryResponseSchema,
} from '@/features/categories/schemas'
import { db } from '../store'
import { API, callApi, serveMockApi } from '../test-api'
import { CATEGORY_MESSAGES } from './categories'

serveMockApi()

const call = (method: string, path: string, body?: unknown, account: 'admin' | 'manager' = 'admin') =>
  callApi(method, path, { body, account })

async function categories() {
  return adminCategoriesResponseSchema.parse((await call('GET', '/admins/categories')).body).categories
}

async function staticCategories() {
  const response = await fetch(`${API}/static-data/categories-all`)
  return categoriesResponseSchema.parse(await response.json()).categories
}

async function subCategories(categoryId: string) {
  const { status, body } = await call('GET', `/admins/sub-categories?category_id=${categoryId}`)
  expect(status).toBe(200)
  return subCategoriesResponseSchema.parse(body).subCategories
}

function form(file?: { name: string; type: string; bytes: number[] }): FormData {
  const body = new FormData()
  if (file) body.append('image', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  return body
}

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 1, 2, 3]
const png = () => form({ name: 'icon.png', type: 'image/png', bytes: PNG_BYTES })

describe('categories (spec section 7 "Categories and sub-categories")', () => {
  it('lists the visible categories by sort, with icons; the seed has one without sub-categories', async () => {
    const list = await categories()
    expect(list.length).toBeGreaterThan(3)
    expect(list.every((c) => c.icon_path && c.icon_pressed_path)).toBe(true)
    expect(list.map((c) => Number(c.sort))).toEqual([...list.map((c) => Number(c.sort))].sort((a, b) => a - b))
    const counts = await Promise.all(list.map(async (c) => (await subCategories(c._id)).length))
    expect(counts.some((n) => n === 0)).toBe(true)
    expect(counts.some((n) => n > 0)).toBe(true)
  })

  it('creates (appended, name at least 2), renames, and hides on delete; categories-all follows', async () => {
    expect(await call('POST', '/admins/categories', { name: ' А ' })).toMatchObject({
      status: 400,
      body: { message: CATEGORY_MESSAGES.nameMin },
    })
    const created = categoryResponseSchema.parse((await call('POST', '/admins/categories', { name: ' Туризм ' })).body).category
    expect(created).toMatchObject({ name: 'Туризм', icon_path: null })
    expect((await categories()).at(-1)?._id).toBe(created._id)
    expect((await staticCategories()).some((c) => c._id === created._id)).toBe(true)

    const renamed = await call('PUT', `/admins/categories/${created._id}/name`, { name: 'Путешествия' })
    expect(categoryResponseSchema.parse(renamed.body).category.name).toBe('Путешествия')
    expect((await call('PUT', `/admins/categories/${created._id}/name`, { name: 'x' })).body.message).toBe(CATEGORY_MESSAGES.nameMin)

    expect((await call('DELETE', `/admins/categories/${created._id}`)).status).toBe(200)
    expect((await categories()).some((c) => c._id === created._id)).toBe(false)
    expect((await staticCategories()).some((c) => c._id === created._id)).toBe(false)
    expect(db().categories.find((c) => c._id === created._id)?.is_hidden).toBe(true)
    expect((await call('DELETE', `/admins/categories/${created._id}`)).status).toBe(404)
  })

  it('saves only the sent sort values (null for an emptied one) and lists by them', async () => {
    const [first, second, third] = await categories()
    const saved = await call('PUT', '/admins/categories/sort', {
      sort: [
        { categoryId: first!._id, sort: 99 },
        { categoryId: second!._id, sort: null },
      ],
    })
    expect(saved).toEqual({ status: 200, body: { status: 'ok' } })
    const after = await categories()
    expect(after[0]?._id).toBe(third!._id)
    expect(after.find((c) => c._id === first!._id)?.sort).toBe(99)
    expect(after.at(-1)).toMatchObject({ _id: second!._id, sort: null })
    expect((await staticCategories()).at(-1)?._id).toBe(second!._id)
    expect((await call('PUT', '/admins/categories/sort', { sort: [{ categoryId: 'f'.repeat(24), sort: 1 }] })).status).toBe(404)
    expect((await call('PUT', '/admins/categories/sort', { sort: [{ id: first!._id, sort: 1 }] })).status).toBe(400)
  })

  it('replaces the normal or the pressed icon with a png only, stored so that it shows', async () => {
    const [category] = await categories()
    const pressed = categoryResponseSchema.parse(
      (await call('PUT', `/admins/categories/${category!._id}/icon?pressed_icon=true`, png())).body,
    ).category
    expect(pressed.icon_path).toBe(category!.icon_path)
    expect(pressed.icon_pressed_path).not.toBe(category!.icon_pressed_path)
    const served = await fetch(`http://localhost${pressed.icon_pressed_path}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual(PNG_BYTES)

    const normal = categoryResponseSchema.parse((await call('PUT', `/admins/categories/${category!._id}/icon`, png())).body).category
    expect(normal.icon_path).not.toBe(category!.icon_path)
    expect(normal.icon_pressed_path).toBe(pressed.icon_pressed_path)

    const jpeg = form({ name: 'icon.jpg', type: 'image/jpeg', bytes: [0xff, 0xd8] })
    expect((await call('PUT', `/admins/categories/${category!._id}/icon`, jpeg)).body.message).toBe(CATEGORY_MESSAGES.iconType)
    expect((await call('PUT', `/admins/categories/${category!._id}/icon`, form())).body.message).toBe(CATEGORY_MESSAGES.noImage)
  })

  it('needs can_edit_categories (403) and a token (401)', async () => {
    expect((await call('GET', '/admins/categories', undefined, 'manager')).status).toBe(403)
    expect((await call('POST', '/admins/categories', { name: 'Туризм' }, 'manager')).status).toBe(403)
    expect((await fetch(`${API}/admins/categories`)).status).toBe(401)
  })
})

describe('sub-categories (spec section 7 "Categories and sub-categories")', () => {
  it('lists those of a category with their organizations_count; category_id is required', async () => {
    const withSubs = db().categories.find((c) => db().subCategories.some((s) => s.category_id === c._id))!
    const subs = await subCategories(withSubs._id)
    expect(subs.every((s) => s.category_id === withSubs._id)).toBe(true)
    const used = subs.find((s) => s.organizations_count > 0)!
    expect(used.organizations_count).toBe(db().organizations.filter((o) => o.sub_category_ids.includes(used._id)).length)
    expect((await call('GET', '/admins/sub-categories')).status).toBe(400)
    expect((await call('GET', `/admins/sub-categories?category_id=${'f'.repeat(24)}`)).status).toBe(404)
  })

  it('creates, renames, sorts and hides on delete; categories-all follows', async () => {
    const category = (await categories())[0]!
    expect((await call('POST', '/admins/sub-categories', { name: 'Я', category_id: category._id })).body.message).toBe(
      CATEGORY_MESSAGES.nameMin,
    )
    expect((await call('POST', '/admins/sub-categories', { name: 'Чайные', category_id: 'f'.repeat(24) })).status).toBe(404)
    const created = subCategoryResponseSchema.parse(
      (await call('POST', '/admins/sub-categories', { name: 'Чайные', category_id: category._id })).body,
    ).subCategory
    expect(created).toMatchObject({ name: 'Чайные', category_id: category._id, organizations_count: 0 })
    expect((await subCategories(category._id)).at(-1)?._id).toBe(created._id)

    const renamed = await call('PUT', `/admins/sub-categories/${created._id}/name`, { name: 'Чайханы' })
    expect(subCategoryResponseSchema.parse(renamed.body).subCategory.name).toBe('Чайханы')

    expect((await call('PUT', '/admins/sub-categories/sort', { sort: [{ subCategoryId: created._id, sort: 0 }] })).status).toBe(200)
    expect((await subCategories(category._id))[0]?._id).toBe(created._id)
    const inStatic = (await staticCategories()).find((c) => c._id === category._id)!.sub_categories!
    expect(inStatic[0]).toMatchObject({ _id: created._id, name: 'Чайханы' })

    expect((await call('DELETE', `/admins/sub-categories/${created._id}`)).status).toBe(200)
    expect((await subCategories(category._id)).some((s) => s._id === created._id)).toBe(false)
    expect(db().subCategories.find((s) => s._id === created._id)?.is_hidden).toBe(true)
    expect((await call('DELETE', `/admins/sub-categories/${created._id}`, undefined, 'manager')).status).toBe(403)
  })
})
