import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { refetchCached, setCachedData } from '@/shared/cache/query-cache'
import { uncertainCreateText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import type { UploadCallOptions } from '@/shared/photos/upload'
import { useUploadProgress } from '@/shared/photos/use-upload-progress'
import { holdsPayload } from './same-values'
import { foundAfterUncertainAnswer, useWriteOnce } from './write-once'

/*
 * The create of an organization or an event, made once (./write-once.ts): after an uncertain answer the console
 * looks for the entry the attempt made — its owner and name, newest first, then the rest of what it sent — before
 * it offers the retry.
 */

/** The server's clock may run behind the console's: an entry created up to this long before the attempt still counts as it. */
const CLOCK_SKEW_MS = 2 * 60 * 1000

/** A list item as the look-up reads it. */
export type ListedEntry = { _id: string; name: string; user: { _id: string }; createdAt: string }

/** What the outcome says of an entry the look-up found after an uncertain create (it was created); undefined otherwise. */
export function recoveredCreateText(entry: { name: string }): string | undefined {
  return foundAfterUncertainAnswer(entry) ? uncertainCreateText.created(entry.name) : undefined
}

type Look<P, E> = {
  search: (q: string, perPage: number) => Promise<readonly ListedEntry[]>
  load: (id: string) => Promise<E>
  ownerId: string
  payload: P
  /** When the attempt started (ms since epoch). */
  since: number
}

/**
 * The entry an uncertain create made, if any: among the list entries named as the payload (the list's search), of
 * this owner and created since the attempt started, the newest that, loaded whole, holds every field the payload sent.
 * A colleague's entry of the same name for the same owner with other fields is not this create's.
 */
export async function findCreatedEntry<P extends { name: string }, E extends object>({
  search,
  load,
  ownerId,
  payload,
  since,
}: Look<P, E>): Promise<E | null> {
  const items = await search(payload.name, LIMITS.pageSizeDefault)
  const candidates = items.filter(
    (item) => item.user._id === ownerId && item.name === payload.name && Date.parse(item.createdAt) >= since - CLOCK_SKEW_MS,
  )
  for (const candidate of candidates) {
    const entry = await load(candidate._id)
    if (holdsPayload(payload, entry as Record<string, unknown>)) return entry
  }
  return null
}

type CreateOptions<P, E> = {
  /** The multipart create call with the photos and upload progress (and the create's key). */
  create: (payload: P, photos: File[], options: UploadCallOptions) => Promise<E>
  /** The feature's list search (`q`, newest first) and its load by id, for the look-up after an uncertain create. */
  search: (q: string, perPage: number) => Promise<readonly ListedEntry[]>
  load: (id: string) => Promise<E>
  /** The owner a payload names. */
  ownerOf: (payload: P) => string
  detailKey: (id: string) => QueryKey
  /** Every cached list of the feature: refetched so that the new entry appears where it belongs. */
  listsKey: QueryKey
}

/**
 * Create an entry (multipart with its photos), with the upload progress in percent. An uncertain outcome is looked
 * up before it fails; found, the entry counts as created. A failed look-up is repeated before the next attempt sends.
 */
export function useCreateEntry<P extends { name: string }, E extends { _id: string; name: string }>({
  create,
  search,
  load,
  ownerOf,
  detailKey,
  listsKey,
}: CreateOptions<P, E>) {
  const queryClient = useQueryClient()
  const progress = useUploadProgress()
  const once = useWriteOnce()

  const mutation = useMutation({
    mutationFn: ({ payload, photos }: { payload: P; photos: File[] }) => {
      const since = Date.now()
      return once.run({
        input: { payload, photos },
        send: (idempotencyKey) => create(payload, photos, { onUploadProgress: progress.onUploadProgress, idempotencyKey }),
        find: () => findCreatedEntry({ search, load, ownerId: ownerOf(payload), payload, since }),
      })
    },
    onSuccess: async (entry) => {
      setCachedData(queryClient, detailKey(entry._id), entry)
      await refetchCached(queryClient, listsKey, { exact: false })
    },
    onSettled: progress.clear,
  })
  return { ...mutation, uploadPercent: progress.percent }
}
