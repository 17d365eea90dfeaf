import { describe, expect, it } from 'vitest'
import { runBulk } from './bulk-runner'

/** A task whose calls wait until the test settles them, recording how many run at once. */
function controlledTask() {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  const started: number[] = []
  let inFlight = 0
  let most = 0
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item)
      inFlight++
      most = Math.max(most, inFlight)
      pending.set(item, {
        resolve: () => {
          inFlight--
          pending.delete(item)
          resolve()
        },
        reject: (error) => {
          inFlight--
          pending.delete(item)
          reject(error)
        },
      })
    })
  return { task, pending, started, most: () => most }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const range = (n: number) => Array.from({ length: n }, (_, index) => index + 1)

describe('runBulk', () => {
  it('keeps at most `concurrency` tasks in flight and starts the next as one settles, in order', async () => {
    const control = controlledTask()
    const run = runBulk(range(10), control.task, { concurrency: 4 })
    expect(control.started).toEqual([1, 2, 3, 4])
    control.pending.get(2)!.resolve()
    await flush()
    expect(control.started).toEqual([1, 2, 3, 4, 5])
    while (control.pending.size) {
      for (const { resolve } of [...control.pending.values()]) resolve()
      await flush()
    }
    const summary = await run.summary
    expect(control.most()).toBe(4)
    expect(summary.done).toHaveLength(10)
    expect(summary.failed).toEqual([])
    expect(summary.notStarted).toEqual([])
    expect(summary.cancelled).toBe(false)
  })

  it('fails a limit of 4 when 5 could run (the test can fail): with concurrency 2 never more than 2', async () => {
    const control = controlledTask()
    const run = runBulk(range(6), control.task, { concurrency: 2 })
    while (control.pending.size) {
      for (const { resolve } of [...control.pending.values()]) resolve()
      await flush()
    }
    await run.summary
    expect(control.most()).toBe(2)
  })

  it('cancel stops what has not started; what is in flight finishes and is counted', async () => {
    const control = controlledTask()
    const run = runBulk(range(12), control.task, { concurrency: 4 })
    control.pending.get(1)!.resolve()
    await flush()
    run.cancel()
    expect(control.started).toEqual([1, 2, 3, 4, 5])
    control.pending.get(2)!.resolve()
    control.pending.get(3)!.reject(new Error('Boom'))
    await flush()
    expect(control.started).toHaveLength(5)
    control.pending.get(4)!.resolve()
    control.pending.get(5)!.resolve()
    const summary = await run.summary
    expect(summary.done).toEqual([1, 2, 4, 5])
    expect(summary.failed.map((failure) => failure.item)).toEqual([3])
    expect(summary.notStarted).toEqual(range(12).slice(5))
    expect(summary.cancelled).toBe(true)
  })

  it('a failure does not stop the rest; each is kept with its error, and the failed ones can be run again', async () => {
    const calls: number[] = []
    const task = (item: number) => {
      calls.push(item)
      return item % 3 === 0 ? Promise.reject(new Error(`No ${item}`)) : Promise.resolve()
    }
    const settled: string[] = []
    const run = runBulk(range(7), task, {
      concurrency: 3,
      onSettled: (item, outcome, progress) => settled.push(`${item}:${outcome.ok ? 'ok' : 'fail'}:${progress.settled}/${progress.total}`),
    })
    const summary = await run.summary
    expect(summary.done).toEqual([1, 2, 4, 5, 7])
    expect(summary.failed.map((failure) => [failure.item, (failure.error as Error).message])).toEqual([
      [3, 'No 3'],
      [6, 'No 6'],
    ])
    expect(summary.notStarted).toEqual([])
    expect(settled).toHaveLength(7)
    expect(settled.at(-1)).toMatch(/:7\/7$/)

    const retried = await runBulk(
      summary.failed.map((failure) => failure.item),
      async () => {},
      { concurrency: 4 },
    ).summary
    expect(retried.done).toEqual([3, 6])
  })

  it('a task that throws synchronously counts as failed; an empty run settles at once', async () => {
    const summary = await runBulk(
      [1, 2],
      (item) => {
        if (item === 1) throw new Error('sync')
        return Promise.resolve()
      },
      { concurrency: 4 },
    ).summary
    expect(summary.failed.map((failure) => failure.item)).toEqual([1])
    expect(summary.done).toEqual([2])
    expect(await runBulk([], async () => {}, { concurrency: 4 }).summary).toEqual({
      done: [],
      failed: [],
      notStarted: [],
      cancelled: false,
    })
  })
})
