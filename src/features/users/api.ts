import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import { isActiveParam, type ListQuery } from '@/shared/lib/search-params'
import { userListResponseSchema, userResponseSchema } from './schemas'

/** The query of GET /api/admins/users for the screen's search params. */
export function userListParams(search: ListQuery) {
  return {
    q: search.q.trim() || undefined,
    page: search.page,
    per_page: search.per_page,
    is_active: isActiveParam(search.status),
    should_add_views: false,
  }
}

export function fetchUsers(search: ListQuery, signal?: AbortSignal) {
  return apiRequest(userListResponseSchema, '/admins/users', {
    searchParams: userListParams(search),
    ...(signal ? { signal } : {}),
  })
}

/** PUT /api/admins/users/block {user_id, is_active} → user. */
export async function setUserActive({ userId, isActive }: { userId: string; isActive: boolean }) {
  const { user } = await apiRequest(userResponseSchema, '/admins/users/block', {
    method: 'put',
    json: { user_id: userId, is_active: isActive },
  })
  return user
}

/** DELETE /api/admins/users/{id}: removes the user for good. */
export function deleteUser(userId: string) {
  return apiRequest(okSchema, `/admins/users/${pathId(userId)}`, { method: 'delete' })
}
