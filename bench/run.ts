/**
 * `npm run bench`: builds for production (mocks off), serves the build with the mock API answered
 * server-side (so no mock code is counted), and reports as a table and as JSON:
 * - gzip JS and CSS a browser loads for /login and for signed-in screens, and the whole build;
 * - the organizations list with 500 cards beside a bare React list of the same records (the floor):
 *   first page painted after navigation, a search's re-render after its answer, JS heap.
 * It reports numbers; budgets are printed as ok / OVER, and it exits 1 when one is over.
 */
import { execFileSync, spawn } from 'node:child_process'
import type { Page } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { measurePageLoad, mockCodeInBuild, totalBuild } from './bundle'
import { kb, launchBrowser, loginToken, storeSession } from './lib'
import { LIST_SIZE, measureLists } from './list'
import { listText } from '../src/shared/i18n/list'

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const origin = `http://localhost:${PORT}`
/** BENCH_ONLY=bundle or BENCH_ONLY=list runs one half (the build step still runs). */
const only = process.env.BENCH_ONLY
const BUDGET = { loginJs: 170 * 1024, signedInJs: 200 * 1024, listTime: 1.5, listHeap: 2 }

if (only !== 'bundle') execFileSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'], { stdio: 'inherit' })
// The mock API runs in its own process, so that serving does not compete with the bench's own work.
const server = spawn('npx', ['tsx', 'mocks/server.ts'], {
  env: { ...process.env, PORT: String(PORT), DIST_DIR: 'dist', MOCK_LARGE: 'true', EXTRA_MOUNT: '/__floor/=.bench/floor' },
  stdio: ['ignore', 'pipe', 'inherit'],
  // Its own process group: npx starts tsx, which starts node, and stopping the group stops all three.
  detached: true,
})
await waitForServer()
const browser = await launchBrowser()
const failures: string[] = []

try {
  if (only !== 'list') await benchBundle()
  if (only !== 'bundle') await benchList()
} finally {
  await browser.close()
  if (server.pid) process.kill(-server.pid)
}

if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
}

async function benchBundle() {
  const pages = [
    await measurePageLoad(browser, origin, '/login', null, BUDGET.loginJs),
    await measurePageLoad(browser, origin, '/cities', 'admin', BUDGET.signedInJs),
    await measurePageLoad(browser, origin, '/organizations/view', 'admin', BUDGET.signedInJs),
    await measurePageLoad(browser, origin, '/users', 'admin', BUDGET.signedInJs),
    await measurePageLoad(browser, origin, '/reports', 'admin', BUDGET.signedInJs),
  ]
  const build = totalBuild()
  const mockFiles = mockCodeInBuild()

  console.log('\nBundle (gzip, what the browser loads)')
  console.table(
    pages.map((p) => ({
      page: p.page,
      'JS KB': kb(p.jsGzip),
      'CSS KB': kb(p.cssGzip),
      files: p.files,
      'JS budget KB': kb(p.budget),
      verdict: p.jsGzip <= p.budget ? 'ok' : 'OVER',
    })),
  )
  console.log(`Whole build: JS ${kb(build.jsGzip)} KB, CSS ${kb(build.cssGzip)} KB gzip in ${build.files} files; mock code in build: ${mockFiles.length ? mockFiles.join(', ') : 'none'}`)
  for (const p of pages) if (p.jsGzip > p.budget) failures.push(`${p.page} loads ${kb(p.jsGzip)} KB of JS (budget ${kb(p.budget)})`)
  if (mockFiles.length) failures.push(`mock code in the build: ${mockFiles.join(', ')}`)
  writeReport('bundle', { pages, build, mockFiles })
}

async function benchList() {
  const session = await loginToken(origin, 'admin')
  const prepare = (page: Page) => storeSession(page, session)
  const expected = await pickExpectations(session.token)
  const [floor, app] = await measureLists(
    browser,
    origin,
    [
      {
        name: 'floor (bare React list)',
        url: '/__floor/?page=2',
        firstPage: (page) => clickWithoutScrolling(page, '[data-testid="floor-page-1"]'),
        search: (page, q) => page.getByTestId('floor-search').fill(q),
      },
      {
        name: 'console /organizations/view',
        url: `/organizations/view?per_page=${LIST_SIZE}&page=2`,
        firstPage: (page) => clickWithoutScrolling(page, `button[aria-label="${listText.page(1)}"]`),
        search: (page, q) => page.getByRole('searchbox').first().fill(q),
      },
    ],
    expected,
    prepare,
    RUNS,
  )
  if (!floor || !app) throw new Error('both lists must be measured')
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
  const rows = [
    { metric: `navigation to page 1 of ${LIST_SIZE}, painted (ms)`, floor: floor.navigationMs, console: app.navigationMs, budget: BUDGET.listTime },
    { metric: 'search re-render after its answer (ms)', floor: floor.searchRerenderMs, console: app.searchRerenderMs, budget: BUDGET.listTime },
    { metric: `JS heap after ${LIST_SIZE} (KB)`, floor: kb(floor.heapBytes), console: kb(app.heapBytes), budget: BUDGET.listHeap },
    { metric: `cold tab to ${LIST_SIZE} painted (ms, JS start-up included; see bundle)`, floor: floor.coldPaintMs, console: app.coldPaintMs, budget: null },
  ].map((row) => {
    const r = ratio(row.console, row.floor)
    return { ...row, floor: Math.round(row.floor), console: Math.round(row.console), ratio: r, verdict: row.budget === null ? 'info' : r <= row.budget ? 'ok' : 'OVER' }
  })
  console.log(`\nOrganizations list, ${LIST_SIZE} records of 10 000 (median of ${RUNS} runs; search q="${expected.query}")`)
  console.table(rows)
  for (const row of rows) if (row.verdict === 'OVER') failures.push(`${row.metric}: ${row.ratio}× the floor (budget ${row.budget}×)`)
  writeReport('list', { expected, floor, console: app, rows })
}

function writeReport(part: string, data: unknown) {
  mkdirSync('.bench', { recursive: true })
  writeFileSync(`.bench/${part}.json`, JSON.stringify(data, null, 2))
  console.log(`\nJSON (${part}):`)
  console.log(JSON.stringify(data))
}

/** The first record of page 1, and a query whose answer fills a page of 500 with other records. */
async function pickExpectations(token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const first = async (q: string) => {
    const response = await fetch(`${origin}/api/organizations?page=1&per_page=${LIST_SIZE}&is_active=all&sort_by_date=true&q=${encodeURIComponent(q)}`, { headers })
    const body = (await response.json()) as { organizations: { name: string }[]; total: number }
    return { name: body.organizations[0]?.name ?? '', total: body.total }
  }
  const unfiltered = await first('')
  for (const query of ['а', 'о', 'е', 'и', 'н', 'р']) {
    const candidate = await first(query)
    if (candidate.total >= LIST_SIZE && candidate.name !== unfiltered.name) return { firstOfPage1: unfiltered.name, firstOfSearch: candidate.name, query }
  }
  throw new Error('no query fills a page of 500 with other records')
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/__mock/faults`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the mock server did not start')
}

/**
 * Clicks a control where it is, without scrolling to it first: the console's pagination sits
 * below its 500 cards and the floor's button above its list, and a scroll before the click would
 * make the two navigations paint different parts of the page.
 */
async function clickWithoutScrolling(page: Page, selector: string) {
  await page.locator(selector).first().waitFor({ state: 'attached' })
  await page.evaluate((target) => document.querySelector<HTMLElement>(target)!.click(), selector)
}
