import type { Browser, BrowserContext, Page } from '@playwright/test'
import { listText } from '../src/shared/i18n/ru'
import { median } from './lib'

export type ListRun = {
  coldPaintMs: number
  navigationMs: number
  searchRerenderMs: number
  /** The JS heap with the page of LIST_SIZE cards. */
  heapBytes: number
  /** The JS heap of the same screen showing no cards (a search that matches nothing): its code, libraries and shell. */
  emptyHeapBytes: number
}
export type ListTarget = {
  name: string
  /** Page 2 of 500 records: the page the runs start on. */
  url: string
  /** The same screen opened on a search that matches nothing. */
  emptyUrl: (query: string) => string
  /** Clicks the control that goes to page 1. */
  firstPage: (page: Page) => Promise<void>
  /** Types the query into the page's search box. */
  search: (page: Page, query: string) => Promise<void>
  /** The selector of one card (the floor renders the same test id as the console's list). */
  card: string
}

export const LIST_SIZE = 500

/** The directory-entry lists the bench measures: their call, its answer's key, their card and route. */
export type ListKind = { title: string; key: 'organizations' | 'events'; card: string; path: string }
export const LIST_KINDS = {
  organizations: {
    title: 'Organizations list',
    key: 'organizations',
    card: '[data-testid="organization-card"]',
    path: '/organizations/view',
  },
  events: { title: 'Events list', key: 'events', card: '[data-testid="event-card"]', path: '/events/view' },
} as const satisfies Record<string, ListKind>

export type Probe = {
  listPainted?: number
  /** A change under way: from `since` until the first card shows `text`, painted. */
  expect?: { text: string; since?: number; painted?: number }
  /** The search whose answer starts the clock. */
  query?: string
}
export type ProbeWindow = Window & { __probe: Probe }

/**
 * Installed before the page's scripts: notes when LIST_SIZE cards are first painted (the frame
 * after they exist), when a click happens, when a search answer arrives, and when the
 * expected first record is painted.
 */
export function timingProbe({ card, size }: { card: string; size: number }) {
  const probe: Probe = {}
  ;(window as unknown as ProbeWindow).__probe = probe
  document.addEventListener('click', () => probe.expect && (probe.expect.since ??= performance.now()), true)
  const originalFetch = window.fetch.bind(window)
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await originalFetch(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    // The clock starts when the answer arrives: reading and parsing it count, on both pages.
    if (probe.query && probe.expect && new URL(url, location.href).searchParams.get('q') === probe.query)
      probe.expect.since = performance.now()
    return response
  }
  const tick = () => {
    const cards = document.querySelectorAll(card)
    if (probe.listPainted === undefined && cards.length >= size) requestAnimationFrame(() => (probe.listPainted = performance.now()))
    const expect = probe.expect
    if (expect?.since !== undefined && expect.painted === undefined && cards[0]?.textContent?.includes(expect.text)) {
      requestAnimationFrame(() => (expect.painted ??= performance.now()))
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

async function waitPainted(page: Page, card: string) {
  await page
    .waitForFunction(() => (window as unknown as ProbeWindow).__probe.expect?.painted !== undefined, null, { timeout: 30_000 })
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() => JSON.stringify((window as unknown as ProbeWindow).__probe))
      const first = await page.locator(card).first().textContent()
      throw new Error(`the expected change was not painted: probe ${state}, first card ${first}`, { cause: error })
    })
  return page.evaluate(() => {
    const { painted, since } = (window as unknown as ProbeWindow).__probe.expect!
    return painted! - since!
  })
}

async function oneRun(
  browser: Browser,
  origin: string,
  target: ListTarget,
  expected: ListExpectations,
  prepare: (page: Page) => Promise<void>,
): Promise<ListRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await prepare(page)
  // tsx compiles this file with esbuild's keepNames helper (__name), which the page lacks.
  await page.addInitScript('window.__name = (fn) => fn')
  await page.addInitScript(timingProbe, { card: target.card, size: LIST_SIZE })

  // Cold: a fresh tab loads the page of 500 (includes loading and starting the JS).
  await page.goto(`${origin}${target.url}`)
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__probe.listPainted !== undefined, null, { timeout: 60_000 })
  const coldPaintMs = await page.evaluate(() => (window as unknown as ProbeWindow).__probe.listPainted!)

  const heapBytes = await retainedHeap(context, page)

  // Navigation in the running page: page 2 → page 1 of 500, from the click to the new cards painted.
  await page.evaluate((text) => ((window as unknown as ProbeWindow).__probe.expect = { text }), expected.firstOfPage1)
  await target.firstPage(page)
  const navigationMs = await waitPainted(page, target.card)

  // Search: from its answer arriving to the new cards painted.
  await page.evaluate(
    ({ text, query }) => {
      const probe = (window as unknown as ProbeWindow).__probe
      probe.query = query
      probe.expect = { text }
    },
    { text: expected.firstOfSearch, query: expected.query },
  )
  await page.evaluate(() => {
    // The click listener must not start the search's clock: only the answer does.
    const probe = (window as unknown as ProbeWindow).__probe
    if (probe.expect) probe.expect.since = undefined
  })
  await target.search(page, expected.query)
  const searchRerenderMs = await waitPainted(page, target.card)

  await context.close()
  const emptyHeapBytes = await emptyScreenHeap(browser, origin, target, expected.emptyQuery, prepare)
  return { coldPaintMs, navigationMs, searchRerenderMs, heapBytes, emptyHeapBytes }
}

/**
 * The JS heap a page retains: read once its main thread is idle (what it fetches and runs after the
 * first paint is in), after two collections with a pause for finalizers and idle-time work in between.
 */
export async function retainedHeap(context: BrowserContext, page: Page): Promise<number> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })))
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await page.waitForTimeout(300)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/**
 * The heap of the target's screen in a fresh tab that never showed a card: opened on a search that
 * matches nothing, read once that search's answer is in, no card is drawn and the page is idle.
 */
async function emptyScreenHeap(
  browser: Browser,
  origin: string,
  target: ListTarget,
  query: string,
  prepare: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await prepare(page)
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === query, { timeout: 60_000 })
  await page.goto(`${origin}${target.emptyUrl(query)}`)
  await answered
  await page.waitForFunction((card) => document.querySelectorAll(card).length === 0, target.card)
  const heap = await retainedHeap(context, page)
  await context.close()
  return heap
}

export type ListSummary = ListRun & { name: string; runs: ListRun[] }

/**
 * Measures the targets in alternation (a, b, a, b, …) so that both meet the same machine
 * conditions, after one warm-up run each that is not counted (unless `warmUp` is false).
 */
export async function measureLists(
  browser: Browser,
  origin: string,
  targets: ListTarget[],
  expected: ListExpectations,
  prepare: (page: Page) => Promise<void>,
  runs: number,
  warmUp = true,
): Promise<ListSummary[]> {
  if (warmUp) for (const target of targets) await oneRun(browser, origin, target, expected, prepare)
  const results = targets.map(() => [] as ListRun[])
  for (let i = 0; i < runs; i += 1) {
    for (const [index, target] of targets.entries()) results[index]!.push(await oneRun(browser, origin, target, expected, prepare))
  }
  return targets.map((target, index) => summarizeList(target.name, results[index]!))
}

/** Each figure's median over the runs. */
export function summarizeList(name: string, runs: ListRun[]): ListSummary {
  const med = (key: keyof ListRun) => median(runs.map((run) => run[key]))
  return {
    name,
    coldPaintMs: med('coldPaintMs'),
    navigationMs: med('navigationMs'),
    searchRerenderMs: med('searchRerenderMs'),
    heapBytes: med('heapBytes'),
    emptyHeapBytes: med('emptyHeapBytes'),
    runs,
  }
}

/** The two pages measured for a list, in this order: the floor (the same records), then the console's list. */
export function listTargets(kind: ListKind): ListTarget[] {
  return [
    {
      name: `floor (bare React list of ${kind.key})`,
      url: `/__floor/?kind=${kind.key}&page=2`,
      emptyUrl: (q) => `/__floor/?kind=${kind.key}&page=1&q=${encodeURIComponent(q)}`,
      firstPage: (page) => clickWithoutScrolling(page, '[data-testid="floor-page-1"]'),
      search: (page, q) => page.getByTestId('floor-search').fill(q),
      card: kind.card,
    },
    {
      name: `console ${kind.path}`,
      url: `${kind.path}?per_page=${LIST_SIZE}&page=2`,
      emptyUrl: (q) => `${kind.path}?per_page=${LIST_SIZE}&q=${encodeURIComponent(q)}`,
      firstPage: (page) => clickWithoutScrolling(page, `button[aria-label="${listText.page(1)}"]`),
      search: (page, q) => page.getByRole('searchbox').first().fill(q),
      card: kind.card,
    },
  ]
}

/** The organizations list's two pages (bench:trace measures these). */
export const LIST_TARGETS: ListTarget[] = listTargets(LIST_KINDS.organizations)

/**
 * Clicks a control where it is, without scrolling to it first: the console's pagination sits
 * below its 500 cards and the floor's button above its list, and a scroll before the click would
 * make the two navigations paint different parts of the page.
 */
async function clickWithoutScrolling(page: Page, selector: string) {
  await page.locator(selector).first().waitFor({ state: 'attached' })
  await page.evaluate((target) => document.querySelector<HTMLElement>(target)!.click(), selector)
}

export type ListExpectations = { firstOfPage1: string; firstOfSearch: string; query: string; emptyQuery: string }

/** A search no record's name holds (the seed's names are Russian words and numbers). */
const NO_MATCH = 'zzqxj'

/**
 * The first record of page 1, a query whose answer fills a page of 500 with other records, and a
 * query that matches nothing.
 */
export async function pickExpectations(
  origin: string,
  token: string,
  kind: ListKind = LIST_KINDS.organizations,
): Promise<ListExpectations> {
  const headers = { Authorization: `Bearer ${token}` }
  const first = async (q: string) => {
    const response = await fetch(
      `${origin}/api/${kind.key}?page=1&per_page=${LIST_SIZE}&is_active=all&sort_by_date=true&q=${encodeURIComponent(q)}`,
      { headers },
    )
    const body = (await response.json()) as Record<string, unknown> & { total: number }
    const records = body[kind.key] as { name: string }[]
    return { name: records[0]?.name ?? '', total: body.total }
  }
  const unfiltered = await first('')
  if ((await first(NO_MATCH)).total !== 0) throw new Error(`the search "${NO_MATCH}" matches records: the empty screen needs another`)
  // Single letters first; then words of the seed's organization and event names (a kind of event
  // is a twelfth of 10 000), for when the newest record holds every one of those letters.
  for (const query of ['а', 'о', 'е', 'и', 'н', 'р', 'Кафе', 'Ярмарка', 'Концерт', 'Выставка', 'Лекция']) {
    const candidate = await first(query)
    if (candidate.total >= LIST_SIZE && candidate.name !== unfiltered.name)
      return { firstOfPage1: unfiltered.name, firstOfSearch: candidate.name, query, emptyQuery: NO_MATCH }
  }
  throw new Error('no query fills a page of 500 with other records')
}
