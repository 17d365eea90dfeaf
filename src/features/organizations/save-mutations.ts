import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useUploadProgress } from '../../shared/api/use-upload-progress'
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
  const queryClient = useQueryClient()
  const progress = useUploadProgress()
  const mutation = useMutation({
    mutationFn: ({ payload, photos }: { payload: OrganizationPayload; photos: File[] }) =>
      createOrganization(payload, photos, { onUploadProgress: progress.onUploadProgress }),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationQueries.detail(organization._id).queryKey, organization)
      await queryClient.invalidateQueries({ queryKey: organizationQueries.lists() })
    },
    onSettled: progress.clear,
  })
  return { ...mutation, uploadPercent: progress.percent }
}

/** Edit (PATCH): the detail and every cached list take the answer. */
export function useEditOrganization(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: OrganizationPayload) => editOrganization(id, payload),
    onSuccess: (organization) => storeOrganization(queryClient, organization),
  })
}
