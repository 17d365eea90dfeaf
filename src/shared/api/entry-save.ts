import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRef } from 'react'
import { LIMITS } from '@/shared/limits'
import { ApiError } from './client'
import type { UploadCallOptions } from './upload'
import { useUploadProgress } from './use-upload-progress'

/*
 * A create that never makes a duplicate (issue 29 item 7). When its answer is uncertain — no answer
 * (a timeout, a dropped connection) or an answer that does not fit — the server may have created
 * the entry all the same: the console looks for it (its owner and name, newest first) before it
 * offers the retry, and a retry after a failed look-up looks again before it sends.
 */

/** No answer, or an answer that did not fit: the create may have happened. */
export function isUncertainCreate(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'malformed')
}

/** An uncertain create that was not found (`checked`), or whose look-up failed too; `cause` is the create's own failure. */
export class UncertainCreateError extends Error {
  readonly checked: boolean
  constructor(cause: unknown, checked: boolean) {
    super(cause instanceof Error ? cause.message : 'uncertain create', { cause })
    this.name = 'UncertainCreateError'
    this.checked = checked
  }
}

const recovered = new WeakSet<object>()

/** True for an entry the look-up found after an uncertain create (the outcome modal says so). */
export function isRecoveredCreate(entry: object): boolean {
  return recovered.has(entry)
}

/** What the look-up reads of a list item. */
type Listed = { _id: string; name: string; user: { _id: string }; createdAt: string }

/** The server's clock may run behind the console's: an entry created up to this long before the attempt still counts as it. */
const CLOCK_SKEW_MS = 2 * 60 * 1000

/**
 * The entry an uncertain create made, if any: the newest list entries named `name` (the list's
 * search) of this owner, created since the attempt started, loaded whole by id.
 */
export async function findCreatedEntry<E>(options: {
  search: (q: string, perPage: number) => Promise<readonly Listed[]>
  load: (id: string) => Promise<E>
  ownerId: string
  name: string
  since: number
}): Promise<E | null> {
  const { search, load, ownerId, name, since } = options
  const items = await search(name, LIMITS.pageSizeDefault)
  const match = items.find((item) => item.user._id === ownerId && item.name === name && Date.parse(item.createdAt) >= since - CLOCK_SKEW_MS)
  return match ? load(match._id) : null
}

type CreateOptions<P, E> = {
  /** The multipart create call with the photos and upload progress. */
  create: (payload: P, photos: File[], options: UploadCallOptions) => Promise<E>
  /** Looks for the entry an uncertain create of `payload` may have made since `since` (ms since epoch). */
  find: (payload: P, since: number) => Promise<E | null>
  detailKey: (id: string) => QueryKey
  /** Every cached list of the feature: refetched so that the new entry appears where it belongs. */
  listsKey: QueryKey
}

/**
 * Create an entry (multipart with its photos), with the upload progress in percent. An uncertain
 * outcome is looked up before it fails (UncertainCreateError); found, the entry counts as created.
 */
export function useCreateEntry<P, E extends { _id: string }>({ create, find, detailKey, listsKey }: CreateOptions<P, E>) {
  const queryClient = useQueryClient()
  const progress = useUploadProgress()
  // An uncertain create whose look-up failed: the next attempt looks first (its start time, and the payload it sent).
  const unsettled = useRef<{ payload: P; since: number } | null>(null)

  const lookUp = async (payload: P, since: number, cause: unknown): Promise<E> => {
    let found: E | null
    try {
      found = await find(payload, since)
    } catch {
      unsettled.current = { payload, since }
      throw new UncertainCreateError(cause, false)
    }
    unsettled.current = null
    if (!found) throw new UncertainCreateError(cause, true)
    recovered.add(found)
    return found
  }

  const mutation = useMutation({
    mutationFn: async ({ payload, photos }: { payload: P; photos: File[] }) => {
      const earlier = unsettled.current
      if (earlier) {
        let found: E | null
        try {
          found = await find(earlier.payload, earlier.since)
        } catch (error) {
          throw new UncertainCreateError(error, false)
        }
        unsettled.current = null
        if (found) {
          recovered.add(found)
          return found
        }
      }
      const since = Date.now()
      try {
        return await create(payload, photos, { onUploadProgress: progress.onUploadProgress })
      } catch (error) {
        if (!isUncertainCreate(error)) throw error
        return lookUp(payload, since, error)
      }
    },
    onSuccess: async (entry) => {
      queryClient.setQueryData(detailKey(entry._id), entry)
      await queryClient.invalidateQueries({ queryKey: listsKey })
    },
    onSettled: progress.clear,
  })
  return { ...mutation, uploadPercent: progress.percent }
}
