/**
 * Runs one task per item with at most `concurrency` in flight, for a bulk action the server has no
 * call for (spec section 7 has only single-entry calls). Pure: no React, no network of its own.
 *
 * - Items start in order; as one settles the next starts, never more than `concurrency` at once.
 * - `cancel()` stops what has not started; what is in flight finishes and is counted.
 * - A failure does not stop the rest: it is kept with its error.
 * - The summary lists what was done, what failed (with the error) and what was not started.
 */
export type BulkFailure<T> = { item: T; error: unknown }

export type BulkSummary<T> = {
  done: T[]
  failed: BulkFailure<T>[]
  notStarted: T[]
  cancelled: boolean
}

export type BulkProgress = {
  /** How many items the run has. */
  total: number
  /** Settled so far (done and failed). */
  settled: number
  done: number
  failed: number
  inFlight: number
}

export type BulkOptions<T> = {
  /** Most tasks in flight at once (at least 1). */
  concurrency: number
  /** Called as each item settles, in the order the answers come, with the progress after it. */
  onSettled?: (item: T, outcome: { ok: true } | { ok: false; error: unknown }, progress: BulkProgress) => void
}

export type BulkRun<T> = {
  /** Settles once nothing is in flight and nothing more will start; never rejects. */
  summary: Promise<BulkSummary<T>>
  /** Stops what has not started yet. */
  cancel: () => void
}

export function runBulk<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  { concurrency, onSettled }: BulkOptions<T>,
): BulkRun<T> {
  const limit = Math.max(1, Math.floor(concurrency))
  const done: T[] = []
  const failed: BulkFailure<T>[] = []
  let next = 0
  let inFlight = 0
  let cancelled = false
  let finish: (summary: BulkSummary<T>) => void = () => {}
  const summary = new Promise<BulkSummary<T>>((resolve) => (finish = resolve))

  const progress = (): BulkProgress => ({
    total: items.length,
    settled: done.length + failed.length,
    done: done.length,
    failed: failed.length,
    inFlight,
  })

  const settle = () => {
    if (inFlight > 0) return
    if (!cancelled && next < items.length) return
    finish({ done, failed, notStarted: items.slice(next), cancelled: cancelled && next < items.length })
  }

  const startMore = () => {
    while (!cancelled && inFlight < limit && next < items.length) {
      const item = items[next++] as T
      inFlight++
      // A task that throws before its promise counts as failed like one that rejects.
      const started = (async () => task(item))()
      void started.then(
        () => {
          inFlight--
          done.push(item)
          onSettled?.(item, { ok: true }, progress())
          startMore()
          settle()
        },
        (error: unknown) => {
          inFlight--
          failed.push({ item, error })
          onSettled?.(item, { ok: false, error }, progress())
          startMore()
          settle()
        },
      )
    }
  }

  startMore()
  settle()
  return {
    summary,
    cancel: () => {
      cancelled = true
      settle()
    },
  }
}
