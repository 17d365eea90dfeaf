import { useMutation, useQueryClient } from '@tanstack/react-query'
import { changeOrganizationOwner, deleteOrganization, setOrganizationActive } from './api'
import { organizationQueries, patchOrganizationInLists, removeOrganizationFromLists } from './queries'
import type { Organization } from './schemas'

/** Ban (is_active false) or unban (true); every cached list and the detail update by _id. */
export function useSetOrganizationActive() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setOrganizationActive,
    onSuccess: (organization, { organization_id, is_active }) => {
      patchOrganizationInLists(queryClient, organization_id, { is_active })
      queryClient.setQueryData(organizationQueries.detail(organization_id).queryKey, organization)
    },
  })
}

/** Full delete: removed by _id from every cached list; the detail is dropped. */
export function useDeleteOrganization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: (_answer, id) => {
      removeOrganizationFromLists(queryClient, id)
      queryClient.removeQueries({ queryKey: organizationQueries.detail(id).queryKey, exact: true })
    },
  })
}

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
