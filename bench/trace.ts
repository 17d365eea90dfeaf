/**
 * `npm run bench:trace [-- events]`: where a page change of the organizations list (or the events list) spends its time, to find
 * what to make faster when `npm run bench` reports a list over budget. For the floor and the
 * console it records a Chrome trace of page 2 → page 1 of 500 (TRACE=search: of a search, timed
 * from its answer) up to the frame after the new first card, the same window the bench times, and
 * prints the main thread's self time by trace event (mean of TRACE_RUNS runs, default 3) and the
 * last run's top-level tasks as a timeline. It reports; it has no budget.
 */
import type { Browser, Page } from '@playwright/test'
import { buildFloor, launchBrowser, loginToken, median, startMockServer, storeSession } from './lib'
import { LIST_KINDS, LIST_SIZE, listTargets, pickExpectations, timingProbe, type ListKind, type ListTarget, type ProbeWindow } from './list'

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number }
type Task = TraceEvent & { dur: number }
type Timing = { since: number; painted: number }

const PORT = Number(process.env.BENCH_PORT ?? 4391)
const RUNS = Number(process.env.TRACE_RUNS ?? 3)
const MODE = process.env.TRACE === 'search' ? 'search' : 'navigation'
const kind: ListKind = process.argv[2] === 'events' ? LIST_KINDS.events : LIST_KINDS.organizations
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'blink.user_timing']

buildFloor()
const server = await startMockServer(PORT)
const browser = await launchBrowser()
try {
  const session = await loginToken(server.origin, 'admin')
  const expected = await pickExpectations(server.origin, session.token, kind)
  console.log(
    `Trace of the ${MODE === 'search' ? `search q="${expected.query}", from its answer` : `page change 2 → 1 of ${LIST_SIZE}, from the click`} to the new first card painted; ${RUNS} runs each`,
  )
  for (const target of listTargets(kind)) {
    const runs: Task[][] = []
    const walls: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const { tasks, wall } = await traceOnce(browser, target, expected, (page) => storeSession(page, session))
      runs.push(tasks)
      walls.push(wall)
    }
    report(target.name, runs, walls)
  }
} finally {
  await browser.close()
  server.stop()
}

async function traceOnce(
  browser: Browser,
  target: ListTarget,
  expected: { firstOfPage1: string; firstOfSearch: string; query: string },
  prepare: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await prepare(page)
  // tsx compiles with esbuild's keepNames helper (__name), which the page lacks.
  await page.addInitScript('window.__name = (fn) => fn')
  await page.addInitScript(timingProbe, { card: kind.card, size: LIST_SIZE })
  await page.goto(`${server.origin}${target.url}`)
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__probe.listPainted !== undefined, null, { timeout: 60_000 })
  const expectFirst = (text: string, query?: string) =>
    page.evaluate(
      ({ text, query }) => {
        const probe = (window as unknown as ProbeWindow).__probe
        probe.query = query
        probe.expect = query ? { text, since: undefined } : { text }
      },
      { text, query },
    )
  const painted = () =>
    page.waitForFunction(() => (window as unknown as ProbeWindow).__probe.expect?.painted !== undefined, null, { timeout: 30_000 })

  if (MODE === 'search') {
    // As in the bench, the search starts on page 1, after the page change.
    await expectFirst(expected.firstOfPage1)
    await target.firstPage(page)
    await painted()
  }
  await page.waitForTimeout(500)
  await browser.startTracing(page, { categories: CATEGORIES })
  // A mark ties the page's clock (performance.now) to the trace's.
  const markedAt = await page.evaluate(() => {
    const now = performance.now()
    performance.mark('bench-trace-sync')
    return now
  })
  if (MODE === 'search') {
    await expectFirst(expected.firstOfSearch, expected.query)
    await target.search(page, expected.query)
  } else {
    await expectFirst(expected.firstOfPage1)
    await target.firstPage(page)
  }
  await painted()
  const timing = (await page.evaluate(() => (window as unknown as ProbeWindow).__probe.expect)) as Timing
  await page.waitForTimeout(200)
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
  await context.close()

  const mark = events.find((event) => event.name === 'bench-trace-sync')
  if (!mark) throw new Error('the sync mark is not in the trace')
  const toTrace = (pageTime: number) => mark.ts + (pageTime - markedAt) * 1000
  const from = toTrace(timing.since)
  const to = toTrace(timing.painted)
  const tasks = events
    .filter(
      (event): event is Task =>
        event.ph === 'X' &&
        event.dur !== undefined &&
        event.pid === mark.pid &&
        event.tid === mark.tid &&
        event.ts >= from &&
        event.ts < to,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    .map((event) => ({ ...event, ts: event.ts - from }))
  return { tasks, wall: timing.painted - timing.since }
}

/** Self time by event name: each event's duration less that of the events nested in it. */
function selfTimes(tasks: Task[]): Map<string, number> {
  const self = new Map<string, number>()
  const open: Task[] = []
  for (const task of tasks) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur <= task.ts) open.pop()
    const parent = open.at(-1)
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - task.dur)
    self.set(task.name, (self.get(task.name) ?? 0) + task.dur)
    open.push(task)
  }
  return self
}

function topLevel(tasks: Task[]): Task[] {
  const top: Task[] = []
  for (const task of tasks) if (!top.length || task.ts >= top.at(-1)!.ts + top.at(-1)!.dur) top.push(task)
  return top
}

function ms(microseconds: number) {
  return Math.round(microseconds / 100) / 10
}

function report(name: string, runs: Task[][], walls: number[]) {
  const total = new Map<string, number>()
  for (const tasks of runs) for (const [event, time] of selfTimes(tasks)) total.set(event, (total.get(event) ?? 0) + time)
  const busy = runs.reduce((sum, tasks) => sum + topLevel(tasks).reduce((s, task) => s + task.dur, 0), 0) / runs.length
  console.log(
    `\n${name}: painted after ${walls.map(Math.round).join(', ')} ms (median ${Math.round(median(walls))}); main thread busy ${ms(busy)} ms of it`,
  )
  console.table(
    [...total]
      .map(([event, time]) => ({ event, 'self ms': ms(time / runs.length) }))
      .filter((row) => row['self ms'] >= 0.5)
      .sort((a, b) => b['self ms'] - a['self ms'])
      .slice(0, 15),
  )
  const last = runs.at(-1)!
  console.log('Top-level tasks of the last run (ms from the start of the window, length, biggest parts):')
  for (const task of topLevel(last)) {
    if (task.dur < 1000) continue
    const parts = last
      .filter((inner) => inner !== task && inner.ts >= task.ts && inner.ts + inner.dur <= task.ts + task.dur && inner.name !== task.name)
      .sort((a, b) => b.dur - a.dur)
      .filter((inner, index, all) => all.findIndex((other) => other.name === inner.name) === index)
      .slice(0, 3)
      .map((inner) => `${inner.name} ${ms(inner.dur)}`)
    console.log(`  +${ms(task.ts)}  ${task.name} ${ms(task.dur)}  ${parts.join(', ')}`)
  }
}
