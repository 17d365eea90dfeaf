import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { cachedCities } from '@/features/cities/queries'
import { patchEntryInLists, setCachedData } from '@/shared/cache/query-cache'
import { runEntryRowAction, useEntryRowAction, type EntryRowActionInput } from '@/shared/entries/list/entry-row-actions'
import { useCreateEntry } from '@/shared/save/entry-save'
import { useMergedSave } from '@/shared/save/use-merged-save'
import {
  changeOrganizationOwner,
  createOrganization,
  editOrganization,
  fetchOrganization,
  fetchOrganizations,
  organizationApi,
} from './api'
import { organizationFieldLabels, organizationFieldText, type OrganizationLookups } from './merge-field-text'
import { organizationQueries } from './queries'
import {
  buildOrganizationPayload,
  organizationListItemSchema,
  organizationToFormValues,
  type Organization,
  type OrganizationFormValues,
  type OrganizationListItem,
  type OrganizationPayload,
} from './schemas'
/**
 * An organization as a save answers it (an edit, photos added or removed): the detail is replaced
 * and every cached list patched by _id with what a card keeps (the cover, not every photo).
 */
export function storeOrganization(queryClient: QueryClient, organization: Organization) {
  setCachedData(queryClient, organizationQueries.detail(organization._id).queryKey, organization)
  patchEntryInLists(queryClient, organizationQueries.lists(), organization._id, organizationListItemSchema.parse(organization))
}

/** The payload of a form's values, the online-working category deciding what the location sends. */
function payloadOf(values: OrganizationFormValues, onlineWorkingId: string) {
  return buildOrganizationPayload(values, { online: onlineWorkingId !== '' && values.category_id === onlineWorkingId })
}

/**
 * Edit on the one save path (shared/save/use-merged-save.tsx): `mutateAsync({ base, mine })` with the form's values
 * as it opened the organization and as they are now. Sent as PATCH with the whole payload of spec section 3 built from
 * the merged values, so a colleague's change to another field goes back as the server holds it; the detail and every
 * cached list take the answer. The lookups name ids in the conflict dialog.
 */
export function useEditOrganization(
  id: string,
  { onlineWorkingId, ...lookups }: Omit<OrganizationLookups, 'cities'> & { onlineWorkingId: string },
) {
  const queryClient = useQueryClient()
  const describe = organizationFieldText({ ...lookups, cities: () => cachedCities(queryClient) })
  return useMergedSave({
    sides: (input: { base: OrganizationFormValues; mine: OrganizationFormValues }) => input,
    labels: organizationFieldLabels,
    read: () => fetchOrganization(id),
    toValues: organizationToFormValues,
    write: (merged) => editOrganization(id, payloadOf(merged, onlineWorkingId)),
    describe,
    store: (organization) => storeOrganization(queryClient, organization),
  })
}

/**
 * Create (multipart with the photos); the lists are refetched so that it appears where it belongs. An
 * uncertain answer is looked up by owner, name and the rest of the payload before the retry is offered (useCreateEntry).
 */
export function useCreateOrganization() {
  return useCreateEntry({
    create: (payload: OrganizationPayload, photos, options) => createOrganization(payload, photos, options),
    search: async (q, perPage) =>
      (await fetchOrganizations({ q, page: 1, per_page: perPage, status: 'all', deep_search: false }, false)).items,
    load: fetchOrganization,
    ownerOf: (payload) => payload.owner_id,
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
