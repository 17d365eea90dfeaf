import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import { LIMITS } from '@/shared/limits'
import { freshOne } from '@/shared/save/fresh-one'
import { adminListResponseSchema, adminResponseSchema, type Admin, type AdminPayload, type AdminsSearch } from './schemas'

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
  const { admin } = await apiRequest(adminResponseSchema, `/root/admins/${pathId(id)}`, { method: 'put', json: payload })
  return admin
}

/** DELETE /api/root/admins/{id}. */
export function deleteAdmin(id: string) {
  return apiRequest(okSchema, `/root/admins/${pathId(id)}`, { method: 'delete' })
}

/**
 * One admin as the server holds it now, for a merged save: the API has no single-admin read, so the
 * list is paged through at its largest page size until the admin is found; gone, it fails with the server's words.
 */
export async function fetchAdminFresh(id: string): Promise<Admin> {
  const perPage = LIMITS.perPageMax
  for (let page = 1; ; page += 1) {
    const { admins, total } = await fetchAdmins({ q: '', page, per_page: perPage })
    const found = admins.find((admin) => admin._id === id)
    if (found || page * perPage >= total || admins.length === 0) return freshOne(found ? [found] : [], id, 'There is no such admin')
  }
}
