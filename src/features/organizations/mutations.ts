import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { patchEntryInLists, setCachedData } from '@/shared/cache/query-cache'
import { runEntryRowAction, useEntryRowAction, type EntryRowActionInput } from '@/shared/entries/list/entry-row-actions'
import { useCreateEntry } from '@/shared/save/entry-save'
import {
  changeOrganizationOwner,
  createOrganization,
  editOrganization,
  fetchOrganization,
  fetchOrganizations,
  organizationApi,
} from './api'
import { organizationQueries } from './queries'
import { organizationListItemSchema, type Organization, type OrganizationListItem, type OrganizationPayload } from './schemas'
/**
 * An organization as a save answers it (an edit, photos added or removed): the detail is replaced
 * and every cached list patched by _id with what a card keeps (the cover, not every photo).
 */
export function storeOrganization(queryClient: QueryClient, organization: Organization) {
  setCachedData(queryClient, organizationQueries.detail(organization._id).queryKey, organization)
  patchEntryInLists(queryClient, organizationQueries.lists(), organization._id, organizationListItemSchema.parse(organization))
}

/** Edit (PATCH, the whole payload of spec section 3): the detail and every cached list take the answer. */
export function useEditOrganization(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: OrganizationPayload) => editOrganization(id, payload),
    onSuccess: (organization) => storeOrganization(queryClient, organization),
  })
}

/**
 * Create (multipart with the photos); the lists are refetched so that it appears where it belongs. An
 * uncertain answer is looked up by owner and name before the retry is offered (useCreateEntry).
 */
export function useCreateOrganization() {
  return useCreateEntry({
    create: (payload: OrganizationPayload, photos, options) => createOrganization(payload, photos, options),
    search: async (q, perPage) =>
      (await fetchOrganizations({ q, page: 1, per_page: perPage, status: 'all', deep_search: false }, false)).items,
    load: fetchOrganization,
    ownerAndName: (payload) => ({ ownerId: payload.owner_id, name: payload.name }),
    detailKey: (id) => organizationQueries.detail(id).queryKey,
    listsKey: organizationQueries.lists(),
  })
}

/** What a row action on an organization calls and which caches it updates. */
const organizationRows = { api: organizationApi, queries: organizationQueries }

/** Ban, unban or full delete of one organization, then its caches: the call behind the bulk action (runEntryRowAction). */
export const runOrganizationRowAction = (client: QueryClient, input: EntryRowActionInput) =>
  runEntryRowAction(client, organizationRows, input)

/** The row menu's ban, unban or full delete of one organization, as its confirmation runs it. */
export function useOrganizationRowAction() {
  return useEntryRowAction(organizationRows)
}

/** Owner change: the new owner replaces `user` in every cached list and the detail. */
export function useChangeOrganizationOwner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeOrganizationOwner,
    onSuccess: ({ organization }, { organization_id }) => {
      patchEntryInLists<OrganizationListItem>(queryClient, organizationQueries.lists(), organization_id, { user: organization.user })
      setCachedData<Organization>(queryClient, organizationQueries.detail(organization_id).queryKey, (current) =>
        current ? { ...current, user: organization.user } : current,
      )
    },
  })
}
