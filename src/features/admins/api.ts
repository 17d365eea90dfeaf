import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { adminListResponseSchema, adminResponseSchema, type AdminPayload, type AdminsSearch } from './schemas'

/** The query of GET /api/root/admins for the screen's search params. */
export function adminListParams(search: AdminsSearch) {
  return { q: search.q.trim() || undefined, page: search.page, per_page: search.per_page }
}

export function fetchAdmins(search: AdminsSearch, signal?: AbortSignal) {
  return apiRequest(adminListResponseSchema, '/root/admins', {
    searchParams: adminListParams(search),
    ...(signal ? { signal } : {}),
  })
}

/** POST /api/root/admins → admin. */
export async function createAdmin(payload: AdminPayload) {
  const { admin } = await apiRequest(adminResponseSchema, '/root/admins', { method: 'post', json: payload })
  return admin
}

/** PUT /api/root/admins/{id} → admin. */
export async function updateAdmin({ id, payload }: { id: string; payload: AdminPayload }) {
  const { admin } = await apiRequest(adminResponseSchema, `/root/admins/${encodeURIComponent(id)}`, { method: 'put', json: payload })
  return admin
}

/** DELETE /api/root/admins/{id}. */
export function deleteAdmin(id: string) {
  return apiRequest(okSchema, `/root/admins/${encodeURIComponent(id)}`, { method: 'delete' })
}
