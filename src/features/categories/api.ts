import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import type { SortChange } from '@/shared/lib/sort-diff'
import { uploadRequest } from '@/shared/photos/upload'
import {
  adminCategoriesResponseSchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  onlineWorkingIdResponseSchema,
  subCategoriesResponseSchema,
  subCategoryResponseSchema,
} from './schemas'

export async function fetchAllCategories(signal?: AbortSignal) {
  const { categories } = await apiRequest(categoriesResponseSchema, '/static-data/categories-all', signal ? { signal } : {})
  return categories
}

export async function fetchOnlineWorkingCategoryId(signal?: AbortSignal) {
  const { category_id } = await apiRequest(
    onlineWorkingIdResponseSchema,
    '/static-data/categories/online-working-id/',
    signal ? { signal } : {},
  )
  return category_id
}

/** GET /admins/categories → categories. */
export async function fetchCategories(signal?: AbortSignal) {
  const { categories } = await apiRequest(adminCategoriesResponseSchema, '/admins/categories', signal ? { signal } : {})
  return categories
}

/** POST /admins/categories {name} → category. */
export async function createCategory(name: string, idempotencyKey?: string) {
  const { category } = await apiRequest(categoryResponseSchema, '/admins/categories', {
    method: 'post',
    json: { name },
    ...(idempotencyKey ? { idempotencyKey } : {}),
  })
  return category
}

/** PUT /admins/categories/{id}/name {name} → category. */
export async function renameCategory({ categoryId, name }: { categoryId: string; name: string }) {
  const { category } = await apiRequest(categoryResponseSchema, `/admins/categories/${pathId(categoryId)}/name`, {
    method: 'put',
    json: { name },
  })
  return category
}

/** PUT /admins/categories/sort {sort: [{categoryId, sort}]}: only the changed rows. */
export function saveCategorySort(changes: SortChange[]) {
  return apiRequest(okSchema, '/admins/categories/sort', {
    method: 'put',
    json: { sort: changes.map((c) => ({ categoryId: c.id, sort: c.sort })) },
  })
}

/** PUT /admins/categories/{id}/icon: multipart `image`; `pressed_icon=true` for the pressed icon → category. */
export async function uploadCategoryIcon({ categoryId, file, pressed }: { categoryId: string; file: File; pressed: boolean }) {
  const form = new FormData()
  form.append('image', file)
  const query = pressed ? '?pressed_icon=true' : ''
  const { category } = await uploadRequest(categoryResponseSchema, `/admins/categories/${pathId(categoryId)}/icon${query}`, form, {
    method: 'PUT',
    // Icons keep their pixels and size: only metadata is dropped.
    photoKind: 'icon',
  })
  return category
}

/** DELETE /admins/categories/{id}: hides the category. */
export function deleteCategory(categoryId: string) {
  return apiRequest(okSchema, `/admins/categories/${pathId(categoryId)}`, { method: 'delete' })
}

/** GET /admins/sub-categories?category_id → subCategories. */
export async function fetchSubCategories(categoryId: string, signal?: AbortSignal) {
  const { subCategories } = await apiRequest(subCategoriesResponseSchema, '/admins/sub-categories', {
    searchParams: { category_id: categoryId },
    ...(signal ? { signal } : {}),
  })
  return subCategories
}

/** POST /admins/sub-categories {name, category_id} → subCategory. */
export async function createSubCategory({ categoryId, name }: { categoryId: string; name: string }, idempotencyKey?: string) {
  const { subCategory } = await apiRequest(subCategoryResponseSchema, '/admins/sub-categories', {
    method: 'post',
    json: { name, category_id: categoryId },
    ...(idempotencyKey ? { idempotencyKey } : {}),
  })
  return subCategory
}

/** PUT /admins/sub-categories/{id}/name {name} → subCategory. */
export async function renameSubCategory({ subCategoryId, name }: { subCategoryId: string; name: string }) {
  const { subCategory } = await apiRequest(subCategoryResponseSchema, `/admins/sub-categories/${pathId(subCategoryId)}/name`, {
    method: 'put',
    json: { name },
  })
  return subCategory
}

/** PUT /admins/sub-categories/sort {sort: [{subCategoryId, sort}]}: only the changed rows. */
export function saveSubCategorySort(changes: SortChange[]) {
  return apiRequest(okSchema, '/admins/sub-categories/sort', {
    method: 'put',
    json: { sort: changes.map((c) => ({ subCategoryId: c.id, sort: c.sort })) },
  })
}

/** DELETE /admins/sub-categories/{id}: hides the sub-category. */
export function deleteSubCategory(subCategoryId: string) {
  return apiRequest(okSchema, `/admins/sub-categories/${pathId(subCategoryId)}`, { method: 'delete' })
}
