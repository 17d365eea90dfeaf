import { http } from 'msw'
import { z } from 'zod'
import type { Category, SubCategory } from '@/features/categories/schemas'
import { ICON_MIME_TYPES, LIMITS } from '@/shared/limits'
import type { CategoryRecord, SubCategoryRecord } from '../db'
import { api, authed, bySort, type Caller, MockHttpError, ok, readForm, readJson, requireCan, searchParam, storeFile } from '../lib'
import { newId } from '../random'
import { db } from '../store'

/** Server messages of the catalogue calls (English, as the api-contract's). */
export const CATEGORY_MESSAGES = {
  nameMin: `Name length minimum ${LIMITS.nameMin}`,
  noCategory: 'There is no such category',
  noSubCategory: 'There is no such sub-category',
  categoryIdRequired: 'category_id is required',
  iconType: 'Only png icons are allowed',
  noImage: 'No image was sent',
} as const

/** How many organizations use each sub-category (the sub-categories' organizations_count). */
export function organizationCounts(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const organization of db().organizations) {
    for (const id of organization.sub_category_ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

function toCategory({ is_hidden: _hidden, ...category }: CategoryRecord): Category {
  return category
}

function toSubCategory({ is_hidden: _hidden, ...sub }: SubCategoryRecord, counts = organizationCounts()): SubCategory {
  return { ...sub, organizations_count: counts.get(sub._id) ?? 0 }
}

function findCategory(id: string): CategoryRecord {
  const found = db().categories.find((category) => category._id === id && !category.is_hidden)
  if (!found) throw new MockHttpError(404, CATEGORY_MESSAGES.noCategory)
  return found
}

function findSubCategory(id: string): SubCategoryRecord {
  const found = db().subCategories.find((sub) => sub._id === id && !sub.is_hidden)
  if (!found) throw new MockHttpError(404, CATEGORY_MESSAGES.noSubCategory)
  return found
}

/** Spec section 9: a category or sub-category name has at least 2 characters. */
function checkedName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length < LIMITS.nameMin) throw new MockHttpError(400, CATEGORY_MESSAGES.nameMin)
  return trimmed
}

/** A new record goes after the others: its sort is one more than the largest numeric one. */
function nextSort(records: { sort: number | string | null; is_hidden: boolean }[]): number {
  return (
    records
      .filter((r) => !r.is_hidden)
      .reduce((max, r) => (Number.isFinite(Number(r.sort)) && r.sort !== null ? Math.max(max, Number(r.sort)) : max), 0) + 1
  )
}

function requireCatalogue(caller: Caller) {
  requireCan(caller, 'open:categories')
}

const nameSchema = z.object({ name: z.string() })
const sortValue = z.union([z.number(), z.string(), z.null()])
const categorySortSchema = z.object({ sort: z.array(z.object({ categoryId: z.string(), sort: sortValue })) })
const subCategorySortSchema = z.object({ sort: z.array(z.object({ subCategoryId: z.string(), sort: sortValue })) })
const newSubCategorySchema = z.object({ name: z.string(), category_id: z.string() })

/** A sort value as stored: null for an empty one, a number when it reads as one. */
function storedSort(value: number | string | null): number | string | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : value
}

/** Spec section 7 "Categories and sub-categories"; every call needs can_edit_categories. */
export const categoryHandlers = [
  http.get(
    api('/admins/categories'),
    authed(({ caller }) => {
      requireCatalogue(caller)
      const categories = db()
        .categories.filter((category) => !category.is_hidden)
        .sort(bySort)
        .map(toCategory)
      return ok({ categories })
    }),
  ),
  http.post(
    api('/admins/categories'),
    authed(async ({ request, caller }) => {
      requireCatalogue(caller)
      const { name } = await readJson(request, nameSchema)
      const data = db()
      const record: CategoryRecord = {
        _id: newId(),
        name: checkedName(name),
        sort: nextSort(data.categories),
        icon_path: null,
        icon_pressed_path: null,
        is_hidden: false,
      }
      data.categories.push(record)
      return ok({ category: toCategory(record) }, 201)
    }),
  ),
  http.put(
    api('/admins/categories/sort'),
    authed(async ({ request, caller }) => {
      requireCatalogue(caller)
      const { sort } = await readJson(request, categorySortSchema)
      const records = sort.map((entry) => findCategory(entry.categoryId))
      records.forEach((record, i) => (record.sort = storedSort(sort[i]!.sort)))
      return ok()
    }),
  ),
  http.put(
    api('/admins/categories/:id/name'),
    authed(async ({ request, params, caller }) => {
      requireCatalogue(caller)
      const record = findCategory(String(params.id))
      const { name } = await readJson(request, nameSchema)
      record.name = checkedName(name)
      return ok({ category: toCategory(record) })
    }),
  ),
  http.put(
    api('/admins/categories/:id/icon'),
    authed(async ({ request, params, caller }) => {
      requireCatalogue(caller)
      const record = findCategory(String(params.id))
      const form = await readForm(request)
      const image = form.get('image')
      if (!image || typeof image === 'string') throw new MockHttpError(400, CATEGORY_MESSAGES.noImage)
      if (!(ICON_MIME_TYPES as readonly string[]).includes(image.type)) throw new MockHttpError(400, CATEGORY_MESSAGES.iconType)
      // `pressed_icon` as a query parameter (what the console sends) or a form field.
      const flag = searchParam(request, 'pressed_icon') ?? form.get('pressed_icon')
      const pressed = flag === 'true' || flag === '1'
      // A new path per upload: the new icon shows at once, no cached old picture.
      const path = `/uploads/icons/${record._id}-${newId()}${pressed ? '-pressed' : ''}.png`
      await storeFile(path, image)
      if (pressed) record.icon_pressed_path = path
      else record.icon_path = path
      return ok({ category: toCategory(record) })
    }),
  ),
  http.delete(
    api('/admins/categories/:id'),
    authed(({ params, caller }) => {
      requireCatalogue(caller)
      findCategory(String(params.id)).is_hidden = true
      return ok()
    }),
  ),
  http.get(
    api('/admins/sub-categories'),
    authed(({ request, caller }) => {
      requireCatalogue(caller)
      const categoryId = searchParam(request, 'category_id')
      if (!categoryId) throw new MockHttpError(400, CATEGORY_MESSAGES.categoryIdRequired)
      findCategory(categoryId)
      const counts = organizationCounts()
      const subCategories = db()
        .subCategories.filter((sub) => sub.category_id === categoryId && !sub.is_hidden)
        .sort(bySort)
        .map((sub) => toSubCategory(sub, counts))
      return ok({ subCategories })
    }),
  ),
  http.post(
    api('/admins/sub-categories'),
    authed(async ({ request, caller }) => {
      requireCatalogue(caller)
      const { name, category_id } = await readJson(request, newSubCategorySchema)
      const checked = checkedName(name)
      findCategory(category_id)
      const data = db()
      const siblings = data.subCategories.filter((sub) => sub.category_id === category_id)
      const record: SubCategoryRecord = {
        _id: newId(),
        name: checked,
        sort: nextSort(siblings),
        organizations_count: 0,
        category_id,
        is_hidden: false,
      }
      data.subCategories.push(record)
      return ok({ subCategory: toSubCategory(record) }, 201)
    }),
  ),
  http.put(
    api('/admins/sub-categories/sort'),
    authed(async ({ request, caller }) => {
      requireCatalogue(caller)
      const { sort } = await readJson(request, subCategorySortSchema)
      const records = sort.map((entry) => findSubCategory(entry.subCategoryId))
      records.forEach((record, i) => (record.sort = storedSort(sort[i]!.sort)))
      return ok()
    }),
  ),
  http.put(
    api('/admins/sub-categories/:id/name'),
    authed(async ({ request, params, caller }) => {
      requireCatalogue(caller)
      const record = findSubCategory(String(params.id))
      const { name } = await readJson(request, nameSchema)
      record.name = checkedName(name)
      return ok({ subCategory: toSubCategory(record) })
    }),
  ),
  http.delete(
    api('/admins/sub-categories/:id'),
    authed(({ params, caller }) => {
      requireCatalogue(caller)
      findSubCategory(String(params.id)).is_hidden = true
      return ok()
    }),
  ),
]
