import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { patchInLists, prependToLists, removeFromLists } from '@/shared/cache/query-cache'
import { createAdmin, deleteAdmin, updateAdmin } from './api'
import { adminQueries } from './queries'
import type { Admin, AdminsSearch } from './schemas'

const searchOf = (queryKey: readonly unknown[]) => queryKey[queryKey.length - 1] as AdminsSearch | undefined

/**
 * After a create (spec section 4: admins are added at the front): the new admin heads every cached
 * first page without a search, which keeps its page size; the other pages are marked stale.
 */
export function applyAdminCreate(queryClient: QueryClient, admin: Admin) {
  prependToLists<Admin>(queryClient, adminQueries.lists(), 'admins', admin, (queryKey) => {
    const search = searchOf(queryKey)
    return search && search.page === 1 && search.q.trim() === '' ? { limit: search.per_page } : null
  })
}

/** After an edit: the admin is replaced in place by `_id` in every cached list. */
export function applyAdminUpdate(queryClient: QueryClient, admin: Admin) {
  patchInLists<Admin>(queryClient, adminQueries.lists(), 'admins', admin._id, admin)
}

/** After a delete: the admin leaves every cached list (and its total). */
export function applyAdminDelete(queryClient: QueryClient, adminId: string) {
  removeFromLists(queryClient, adminQueries.lists(), 'admins', adminId)
}

export function useCreateAdmin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createAdmin, onSuccess: (admin) => applyAdminCreate(queryClient, admin) })
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateAdmin, onSuccess: (admin) => applyAdminUpdate(queryClient, admin) })
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteAdmin, onSuccess: (_data, adminId) => applyAdminDelete(queryClient, adminId) })
}
