import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { cachedCities } from '@/features/cities/queries'
import { patchEntryInLists, setCachedData } from '@/shared/cache/query-cache'
import { storeEntry, useCreateEntryOf } from '@/shared/entries/entry-writes'
import { useEntryRowAction } from '@/shared/entries/list/entry-row-actions'
import { useMergedSave } from '@/shared/save/use-merged-save'
import { changeOrganizationOwner, editOrganization, fetchOrganization, organizationApi } from './api'
import { organizationFieldLabels, organizationFieldText, type OrganizationLookups } from './merge-field-text'
import { organizationQueries } from './queries'
import {
  buildOrganizationPayload,
  organizationListItemSchema,
  organizationToFormValues,
  type Organization,
  type OrganizationFormValues,
  type OrganizationListItem,
} from './schemas'

/** The organizations' calls, query keys and card item: what the shared entry writes and row actions take. */
const organizations = { api: organizationApi, queries: organizationQueries, listItemSchema: organizationListItemSchema }

/** An organization as a save answers it (an edit, photos added or removed), in its detail and every cached list. */
export const storeOrganization = (queryClient: QueryClient, organization: Organization) =>
  storeEntry(queryClient, organizations, organization)

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

/** Create (multipart with the photos), an uncertain answer looked up before the retry is offered. */
export function useCreateOrganization() {
  return useCreateEntryOf(organizations)
}

/** The row menu's ban, unban or full delete of one organization, as its confirmation runs it. */
export function useOrganizationRowAction() {
  return useEntryRowAction(organizations)
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
