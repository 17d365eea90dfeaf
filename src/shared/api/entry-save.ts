import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { refetchCached, setCachedData } from './query-cache'
import type { UploadCallOptions } from './upload'
import { useUploadProgress } from './use-upload-progress'

type CreateOptions<P, E> = {
  /** The multipart create call with the photos and upload progress. */
  create: (payload: P, photos: File[], options: UploadCallOptions) => Promise<E>
  detailKey: (id: string) => QueryKey
  /** Every cached list of the feature: refetched so that the new entry appears where it belongs. */
  listsKey: QueryKey
}

/** Create an entry (multipart with its photos), with the upload progress in percent. */
export function useCreateEntry<P, E extends { _id: string }>({ create, detailKey, listsKey }: CreateOptions<P, E>) {
  const queryClient = useQueryClient()
  const progress = useUploadProgress()
  const mutation = useMutation({
    mutationFn: ({ payload, photos }: { payload: P; photos: File[] }) =>
      create(payload, photos, { onUploadProgress: progress.onUploadProgress }),
    onSuccess: async (entry) => {
      setCachedData(queryClient, detailKey(entry._id), entry)
      await refetchCached(queryClient, listsKey, { exact: false })
    },
    onSettled: progress.clear,
  })
  return { ...mutation, uploadPercent: progress.percent }
}
