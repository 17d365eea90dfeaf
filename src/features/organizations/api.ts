import { apiRequest } from '@/shared/api/client'
import { entryApi } from '@/shared/entries/entry-api'
import {
  changeOwnerResponseSchema,
  organizationPayloadSchema,
  organizationResponseSchema,
  organizationsListResponseSchema,
} from './schemas'

/** The organizations' calls (spec section 7); the list answer's totals are `total_active` and `total_blocked`. */
export const organizationApi = entryApi({
  kind: 'organizations',
  one: 'organization',
  responseSchema: organizationResponseSchema,
  listSchema: organizationsListResponseSchema,
  payloadSchema: organizationPayloadSchema,
  totalsOf: ({ total_active: active, total_blocked: banned }) =>
    active === undefined || banned === undefined ? null : { all: active + banned, active, banned },
})

export const { list: fetchOrganizations, detail: fetchOrganization, create: createOrganization, edit: editOrganization } = organizationApi

/** PUT change-owner: the new owner and the server's message. */
export function changeOrganizationOwner(input: { organization_id: string; new_user_id: string }) {
  return apiRequest(changeOwnerResponseSchema, '/admins/organizations/change-owner', { method: 'put', json: input })
}
