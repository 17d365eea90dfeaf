import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import { entryListSearchParams, type EntryListAnswer } from '@/shared/entries/entry-list-calls'
import { entryPhotoCalls } from '@/shared/entries/entry-photos'
import type { EntryListQuery } from '@/shared/lib/search-params'
import { buildCreateFormData } from '@/shared/photos/multipart'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '@/shared/photos/upload'
import {
  changeOwnerResponseSchema,
  organizationResponseSchema,
  organizationsListResponseSchema,
  type OrganizationListItem,
  type OrganizationPayload,
} from './schemas'

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

/**
 * GET /organizations: newest first, fully populated, without counting a view; with the whole
 * collection's totals when asked (`total_active` and `total_blocked` make the status filter's
 * totals).
 */
export async function fetchOrganizations(
  search: EntryListQuery,
  countAllTotals: boolean,
  signal?: AbortSignal,
): Promise<EntryListAnswer<OrganizationListItem>> {
  const answer = await apiRequest(organizationsListResponseSchema, '/organizations', {
    searchParams: entryListSearchParams(search, countAllTotals),
    ...withSignal(signal),
  })
  const { total_active: active, total_blocked: banned } = answer
  return {
    items: answer.organizations,
    total: answer.total,
    totals: active === undefined || banned === undefined ? null : { all: active + banned, active, banned },
  }
}

/** GET /organizations/{id} without counting a click. */
export async function fetchOrganization(id: string, signal?: AbortSignal) {
  const { organization } = await apiRequest(organizationResponseSchema, `/organizations/${pathId(id)}`, {
    searchParams: { should_add_clicks: false },
    ...withSignal(signal),
  })
  return organization
}

/** PUT block: is_active false bans, true unbans. */
export async function setOrganizationActive(input: { organization_id: string; is_active: boolean }) {
  const { organization } = await apiRequest(organizationResponseSchema, '/admins/organizations/block', { method: 'put', json: input })
  return organization
}

/** DELETE: full, permanent delete. */
export async function deleteOrganization(id: string) {
  await apiRequest(okSchema, `/admins/organizations/${pathId(id)}`, { method: 'delete' })
}

/** PUT change-owner: the new owner and the server's message. */
export function changeOrganizationOwner(input: { organization_id: string; new_user_id: string }) {
  return apiRequest(changeOwnerResponseSchema, '/admins/organizations/change-owner', { method: 'put', json: input })
}

/** POST create (multipart): the payload and the new photos as repeated `photos` parts, with upload progress. */
export async function createOrganization(payload: OrganizationPayload, photos: readonly File[] = [], options: UploadCallOptions = {}) {
  const { organization } = await uploadRequest(
    organizationResponseSchema,
    '/admins/organizations/create',
    buildCreateFormData(payload, photos),
    uploadOptions(options),
  )
  return organization
}

/** PATCH edit (JSON, the whole payload). */
export async function editOrganization(id: string, payload: OrganizationPayload) {
  const { organization } = await apiRequest(organizationResponseSchema, `/admins/organizations/edit/${pathId(id)}`, {
    method: 'patch',
    json: payload,
  })
  return organization
}

const photos = entryPhotoCalls(organizationResponseSchema, '/admins/organizations', (answer) => answer.organization)

/** POST photos/add (multipart, with upload progress); answers the organization. */
export const addOrganizationPhotos = photos.add

/** POST photos/remove; answers the organization. */
export const removeOrganizationPhotos = photos.remove
