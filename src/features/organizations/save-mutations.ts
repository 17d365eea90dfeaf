import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { UploadProgress } from '../../shared/api/upload'
import { addOrganizationPhotos, createOrganization, editOrganization, removeOrganizationPhotos } from './api'
import { organizationListItemSchema } from './list-schemas'
import { organizationQueries, patchOrganizationInLists } from './queries'
import type { Organization, OrganizationPayload } from './schemas'

/**
 * An updated organization: the detail is replaced and every cached list patched by _id, with only
 * what a list item keeps (the cover, not every photo and field).
 */
function storeUpdated(queryClient: QueryClient, organization: Organization) {
  queryClient.setQueryData(organizationQueries.detail(organization._id).queryKey, organization)
  patchOrganizationInLists(queryClient, organization._id, organizationListItemSchema.parse(organization))
}

/** Upload progress of the running call, in percent (null when none runs). */
function useProgress() {
  const [percent, setPercent] = useState<number | null>(null)
  return { percent, onUploadProgress: (progress: UploadProgress) => setPercent(progress.percent), clear: () => setPercent(null) }
}

/** Create (multipart with the photos); the lists are refetched so that it appears where it belongs. */
export function useCreateOrganization() {
  const queryClient = useQueryClient()
  const progress = useProgress()
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
    onSuccess: (organization) => storeUpdated(queryClient, organization),
  })
}

/** Photos add (multipart `files`, type carousel) with upload progress. */
export function useAddOrganizationPhotos(id: string) {
  const queryClient = useQueryClient()
  const progress = useProgress()
  const mutation = useMutation({
    mutationFn: (input: { owner_id: string; files: File[] }) => addOrganizationPhotos(id, input, { onUploadProgress: progress.onUploadProgress }),
    onSuccess: (organization) => storeUpdated(queryClient, organization),
    onSettled: progress.clear,
  })
  return { ...mutation, uploadPercent: progress.percent }
}

/** Photos remove; afterwards the organization is reloaded (spec section 4 "Photos"). */
export function useRemoveOrganizationPhotos(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (photoIds: string[]) => removeOrganizationPhotos(id, photoIds),
    onSuccess: (organization) => {
      storeUpdated(queryClient, organization)
      // The reload runs behind the result modal, which does not wait for it.
      void queryClient.invalidateQueries({ queryKey: organizationQueries.detail(id).queryKey, exact: true })
    },
  })
}
