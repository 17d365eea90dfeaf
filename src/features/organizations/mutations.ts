import { useMutation, useQueryClient } from '@tanstack/react-query'
import { entryRowCalls } from '@/shared/ui/entry-list/entry-row-calls'
import { changeOrganizationOwner, deleteOrganization, setOrganizationActive } from './api'
import { organizationQueries, patchOrganizationInLists, removeOrganizationFromLists } from './queries'
import type { Organization } from './schemas'

/**
 * Ban / unban (is_active false / true) and full delete from the row menu: every cached list is
 * patched by _id, the detail replaced or dropped.
 */
export const organizationRowCalls = entryRowCalls({
  setActive: (id, isActive) => setOrganizationActive({ organization_id: id, is_active: isActive }),
  remove: deleteOrganization,
  patchInLists: patchOrganizationInLists,
  removeFromLists: removeOrganizationFromLists,
  detailKey: (id) => organizationQueries.detail(id).queryKey,
})

/** Owner change: the new owner replaces `user` in every cached list and the detail. */
export function useChangeOrganizationOwner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeOrganizationOwner,
    onSuccess: ({ organization }, { organization_id }) => {
      patchOrganizationInLists(queryClient, organization_id, { user: organization.user })
      queryClient.setQueryData<Organization>(organizationQueries.detail(organization_id).queryKey, (current) =>
        current ? { ...current, user: organization.user } : current,
      )
    },
  })
}
