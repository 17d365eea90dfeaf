import { holdsPayload } from './same-values'
import { useWriteOnce } from './write-once'

/** The record of `now` a create made: not among `before` (the ids shown as it started), holding every field it sent. */
export function newRecordHolding<T extends { _id: string }>(
  now: readonly T[],
  before: ReadonlySet<string>,
  sent: Record<string, unknown>,
): T | null {
  return now.find((record) => !before.has(record._id) && holdsPayload(sent, record)) ?? null
}

type CreateOnceOptions<I, T> = {
  /** The create call with this logical create's key (for the call's `idempotencyKey` option). */
  create: (input: I, idempotencyKey: string) => Promise<T>
  /** The list the new record appears in, read past the cache. */
  list: (input: I) => Promise<readonly T[]>
  /** That list as the screen shows it (the cache) as the create starts. */
  shown: (input: I) => readonly T[] | undefined
  /** The fields the record keeps as the create sent them. */
  sent: (input: I) => Record<string, unknown>
}

/**
 * A catalogue create (a country, a city, a category, an article…) made once (./write-once.ts): after an uncertain
 * answer its list is read again for a record that was not shown before and holds what was sent. The feature's
 * mutation calls what this answers.
 */
export function useCreateOnce<I, T extends { _id: string }>({ create, list, shown, sent }: CreateOnceOptions<I, T>) {
  const once = useWriteOnce()
  return (input: I): Promise<T> => {
    const before = new Set(shown(input)?.map((record) => record._id))
    return once.run({
      input,
      send: (key) => create(input, key),
      find: async () => newRecordHolding(await list(input), before, sent(input)),
    })
  }
}
