import type { Browser, Page } from '@playwright/test'
import { median } from './lib'

export type ListRun = { firstPagePaintMs: number; searchRerenderMs: number; heapBytes: number }
export type ListTarget = {
  name: string
  url: string
  /** Types the query into the page's search box. */
  search: (page: Page, query: string) => Promise<void>
}

const CARD = '[data-testid="organization-card"]'
export const LIST_SIZE = 500

/**
 * Installed before the page's scripts: notes when the first LIST_SIZE cards are painted (the
 * frame after they exist), when a search answer has been read, and when its first result is painted.
 */
function timingProbe({ card, size }: { card: string; size: number }) {
  type Probe = { listPainted?: number; query?: string; answerAt?: number; expectFirst?: string; searchPainted?: number }
  const probe: Probe = {}
  ;(window as unknown as { __probe: Probe }).__probe = probe
  const originalFetch = window.fetch.bind(window)
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await originalFetch(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (probe.query && url.includes('/api/organizations') && new URL(url, location.href).searchParams.get('q') === probe.query) {
      void response
        .clone()
        .json()
        .then((body: { organizations?: { name: string }[] }) => {
          probe.answerAt = performance.now()
          probe.expectFirst = body.organizations?.[0]?.name
        })
    }
    return response
  }
  const tick = () => {
    const cards = document.querySelectorAll(card)
    if (probe.listPainted === undefined && cards.length >= size) {
      requestAnimationFrame(() => (probe.listPainted = performance.now()))
    }
    if (probe.answerAt !== undefined && probe.searchPainted === undefined && probe.expectFirst && cards[0]?.textContent?.includes(probe.expectFirst)) {
      requestAnimationFrame(() => (probe.searchPainted ??= performance.now()))
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

async function oneRun(browser: Browser, origin: string, target: ListTarget, query: string, prepare: (page: Page) => Promise<void>): Promise<ListRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await prepare(page)
  // tsx compiles this file with esbuild's keepNames helper (__name), which the page lacks.
  await page.addInitScript('window.__name = (fn) => fn')
  await page.addInitScript(timingProbe, { card: CARD, size: LIST_SIZE })
  await page.goto(`${origin}${target.url}`)
  await page.waitForFunction(() => (window as unknown as { __probe: { listPainted?: number } }).__probe.listPainted !== undefined, null, { timeout: 60_000 })
  const firstPagePaintMs = await page.evaluate(() => (window as unknown as { __probe: { listPainted: number } }).__probe.listPainted)

  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')

  await page.evaluate((q) => ((window as unknown as { __probe: { query: string } }).__probe.query = q), query)
  await target.search(page, query)
  await page.waitForFunction(() => (window as unknown as { __probe: { searchPainted?: number } }).__probe.searchPainted !== undefined, null, { timeout: 60_000 })
  const searchRerenderMs = await page.evaluate(() => {
    const probe = (window as unknown as { __probe: { searchPainted: number; answerAt: number } }).__probe
    return probe.searchPainted - probe.answerAt
  })
  await context.close()
  return { firstPagePaintMs, searchRerenderMs, heapBytes: usedSize }
}

export async function measureList(
  browser: Browser,
  origin: string,
  target: ListTarget,
  query: string,
  prepare: (page: Page) => Promise<void>,
  runs: number,
) {
  // One warm-up run, not counted: the server's first answers and the OS file cache.
  await oneRun(browser, origin, target, query, prepare)
  const results: ListRun[] = []
  for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, origin, target, query, prepare))
  return {
    name: target.name,
    firstPagePaintMs: median(results.map((r) => r.firstPagePaintMs)),
    searchRerenderMs: median(results.map((r) => r.searchRerenderMs)),
    heapBytes: median(results.map((r) => r.heapBytes)),
    runs: results,
  }
}
