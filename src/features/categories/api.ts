import { apiRequest } from '../../shared/api/client'
import { categoriesResponseSchema, onlineWorkingIdResponseSchema } from './schemas'

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
