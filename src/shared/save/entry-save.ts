import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRef } from 'react'
import { ApiError, saveFailureText } from '@/shared/api/client'
import { refetchCached, setCachedData } from '@/shared/cache/query-cache'
import { uncertainCreateText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import type { UploadCallOptions } from '@/shared/photos/upload'
import { useUploadProgress } from '@/shared/photos/use-upload-progress'
import { UncertainCreateError } from './merged-save-errors'

/*
 * A create that never makes a duplicate (docs/api.md, 'Saves that never lose or duplicate'). When its answer is
 * uncertain — no answer (a timeout, a dropped connection) or an answer that does not fit — the server may have created
 * the entry all the same: the console looks for it (its owner and name, newest first) before it offers the retry, and
 * a retry after a failed look-up looks again before it sends.
 */

/** The server's clock may run behind the console's: an entry created up to this long before the attempt still counts as it. */
const CLOCK_SKEW_MS = 2 * 60 * 1000

const recovered = new WeakMap<object, string>()

/** What the outcome says of an entry the look-up found after an uncertain create (it was created); undefined otherwise. */
export function recoveredCreateText(entry: object): string | undefined {
  return recovered.get(entry)
}

/** A list item as the look-up reads it. */
export type ListedEntry = { _id: string; name: string; user: { _id: string }; createdAt: string }

type Look<E> = {
  search: (q: string, perPage: number) => Promise<readonly ListedEntry[]>
  load: (id: string) => Promise<E>
  ownerId: string
  name: string
  /** When the attempt started (ms since epoch). */
  since: number
  /** The create's own failure; null when an earlier attempt is looked up again before a new one. */
  cause: unknown
}

/**
 * The entry an uncertain create made, if any: the newest list entries named `name` (the list's
 * search) of this owner, created since the attempt started, loaded whole by id.
 */
async function findCreatedEntry<E>({ search, load, ownerId, name, since }: Look<E>): Promise<E | null> {
  const items = await search(name, LIMITS.pageSizeDefault)
  const match = items.find((item) => item.user._id === ownerId && item.name === name && Date.parse(item.createdAt) >= since - CLOCK_SKEW_MS)
  return match ? load(match._id) : null
}

/**
 * Settles an uncertain create: found, the entry (noted with the outcome's text); not found, the failure with its retry
 * (or null for a look-again before a new attempt); a failed look-up fails too, and `unsettled(true)` has the next
 * attempt look first.
 */
async function settleCreate<E extends object>(look: Look<E>, unsettled: (failed: boolean) => void): Promise<E | null> {
  let found: E | null
  try {
    found = await findCreatedEntry(look)
  } catch (error) {
    unsettled(true)
    throw new UncertainCreateError(`${saveFailureText(look.cause ?? error)}\n${uncertainCreateText.unchecked}`)
  }
  unsettled(false)
  if (found) {
    recovered.set(found, uncertainCreateText.created(look.name))
    return found
  }
  if (look.cause === null) return null
  throw new UncertainCreateError(`${saveFailureText(look.cause)}\n${uncertainCreateText.notCreated}`)
}

type CreateOptions<P, E> = {
  /** The multipart create call with the photos and upload progress. */
  create: (payload: P, photos: File[], options: UploadCallOptions) => Promise<E>
  /** The feature's list search (`q`, newest first) and its load by id, for the look-up after an uncertain create. */
  search: (q: string, perPage: number) => Promise<readonly ListedEntry[]>
  load: (id: string) => Promise<E>
  /** The owner and the name a payload creates. */
  ownerAndName: (payload: P) => { ownerId: string; name: string }
  detailKey: (id: string) => QueryKey
  /** Every cached list of the feature: refetched so that the new entry appears where it belongs. */
  listsKey: QueryKey
}

/**
 * Create an entry (multipart with its photos), with the upload progress in percent. An uncertain
 * outcome (no answer, or one that does not fit) is looked up before it fails; found, the entry
 * counts as created. A failed look-up is repeated before the next attempt sends anything.
 */
export function useCreateEntry<P, E extends { _id: string }>({
  create,
  search,
  load,
  ownerAndName,
  detailKey,
  listsKey,
}: CreateOptions<P, E>) {
  const queryClient = useQueryClient()
  const progress = useUploadProgress()
  // An uncertain create whose look-up failed: its payload and start time, looked up again first.
  const unsettled = useRef<{ payload: P; since: number } | null>(null)
  const settle = (payload: P, since: number, cause: unknown) =>
    settleCreate<E>({ search, load, since, cause, ...ownerAndName(payload) }, (failed) => {
      unsettled.current = failed ? { payload, since } : null
    })

  const mutation = useMutation({
    mutationFn: async ({ payload, photos }: { payload: P; photos: File[] }) => {
      const earlier = unsettled.current
      const found = earlier && (await settle(earlier.payload, earlier.since, null))
      if (found) return found
      const since = Date.now()
      try {
        return await create(payload, photos, { onUploadProgress: progress.onUploadProgress })
      } catch (error) {
        // No answer, or an answer that did not fit: the create may have happened.
        if (!(error instanceof ApiError && (error.kind === 'network' || error.kind === 'malformed'))) throw error
        const created = await settle(payload, since, error)
        if (created) return created
        throw error
      }
    },
    onSuccess: async (entry) => {
      setCachedData(queryClient, detailKey(entry._id), entry)
      await refetchCached(queryClient, listsKey, { exact: false })
    },
    onSettled: progress.clear,
  })
  return { ...mutation, uploadPercent: progress.percent }
}
