import type { QueryClient } from '@tanstack/react-query'
import { useCreateEntry, useEditEntry } from '@/shared/api/entry-save'
import { createOrganization, editOrganization } from './api'
import { organizationListItemSchema } from './list-schemas'
import { organizationQueries, patchOrganizationInLists } from './queries'
import type { Organization, OrganizationPayload } from './schemas'

/**
 * An updated organization: the detail is replaced and every cached list patched by _id, with only
 * what a list item keeps (the cover, not every photo and field).
 */
export function storeOrganization(queryClient: QueryClient, organization: Organization) {
  queryClient.setQueryData(organizationQueries.detail(organization._id).queryKey, organization)
  patchOrganizationInLists(queryClient, organization._id, organizationListItemSchema.parse(organization))
}

/** Create (multipart with the photos); the lists are refetched so that it appears where it belongs. */
export function useCreateOrganization() {
  return useCreateEntry({
    create: (payload: OrganizationPayload, photos, options) => createOrganization(payload, photos, options),
    detailKey: (id) => organizationQueries.detail(id).queryKey,
    listsKey: organizationQueries.lists(),
  })
}

/** Edit (PATCH): the detail and every cached list take the answer. */
export function useEditOrganization(id: string) {
  return useEditEntry({ edit: (payload: OrganizationPayload) => editOrganization(id, payload), store: storeOrganization })
}
