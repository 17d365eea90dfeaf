import { queryOptions } from '@tanstack/react-query'
import { fetchAllCategories, fetchCategories, fetchOnlineWorkingCategoryId, fetchSubCategories } from './api'

const STATIC_STALE_MS = 10 * 60_000

export const categoryQueries = {
  all: () => ['categories'] as const,
  /** Every category with its sub-categories (static data). */
  catalogue: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'catalogue'] as const,
      queryFn: ({ signal }) => fetchAllCategories(signal),
      staleTime: STATIC_STALE_MS,
    }),
  onlineWorkingId: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'online-working-id'] as const,
      queryFn: ({ signal }) => fetchOnlineWorkingCategoryId(signal),
      staleTime: Infinity,
    }),
  /** The /categories screen's lists (admin calls). */
  admin: () => [...categoryQueries.all(), 'admin'] as const,
  list: () =>
    queryOptions({
      queryKey: [...categoryQueries.admin(), 'list'] as const,
      queryFn: ({ signal }) => fetchCategories(signal),
    }),
  subCategories: (categoryId: string) =>
    queryOptions({
      queryKey: [...categoryQueries.admin(), 'sub-categories', categoryId] as const,
      queryFn: ({ signal }) => fetchSubCategories(categoryId, signal),
    }),
}
