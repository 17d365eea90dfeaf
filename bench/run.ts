/**
 * `npm run bench`: builds for production (mocks off), serves the build with the mock API answered
 * server-side (so no mock code is counted), and reports as a table and as JSON:
 * - gzip JS and CSS a browser loads for /login and for signed-in screens, and the whole build;
 * - the organizations and events lists with 500 cards, each beside a bare React list of the same
 *   records (the floor): first page painted after navigation, a search's re-render after its answer,
 *   the JS heap the cards add (with them, less the same screen searched to none), and both heaps whole;
 * - the CSV export of the 10 000 organizations: from the press to the saved file, and the
 *   page's JS heap: before, after collections at 0 / 25 / 50 / 75 / 95 % of the rows (its growth per
 *   2 500 rows has a budget: flat), at its peak, and after the file is saved.
 * - the markup editor at 20, 100 and 300 KB beside a bare CodeMirror with the same extensions (the
 *   floor): a keystroke to the next frame, p50 and p95; opening the article in the editor; the
 *   preview showing a word typed at the end;
 * - interactions, each from the input event to the next frame (bench/interactions.ts);
 * - a new tab to content on a few screens, cold and in the same browser with its HTTP cache warm (bench/cold-tab.ts);
 * - fifteen 12-megapixel phone photos prepared and sent to the mock (bench/photos.ts): bytes sent against the
 *   originals, time until all are ready, the longest main-thread task while they are prepared.
 * It reports numbers; budgets are printed as ok / OVER, and it exits 1 when one is over.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { articlesText } from '../src/shared/i18n/articles'
import { paletteText } from '../src/shared/i18n/palette'
import { BUNDLE_BUDGETS_KB } from './budget-table'
import { measureLazyLoad, measurePageLoad, mockCodeInBuild, stackFloorJs, totalBuild } from './bundle'
import { measureColdTabs, measureWarmTabs } from './cold-tab'
import { ratio } from './compare-table'
import { EDITOR_SIZES_KB, measureEditor } from './editor'
import { EXPORT_HEAP_STEP, measureExport } from './export'
import { measureInteractions } from './interactions'
import { buildFloor, kb, launchBrowser, loginToken, startMockServer, storeSession } from './lib'
import { LIST_KINDS, LIST_SIZE, listTargets, measureLists, pickExpectations, type ListKind } from './list'
import { measurePhotos } from './photos'
import { TIMING_BUDGETS } from './timing-budgets'

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
/** Runs of the export (each exports 10 000 organizations). */
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3)
/** Runs of the editor at each size and of each interaction (each a fresh tab). */
const EDITOR_RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 5)
/** New tabs per screen for the cold and the warm new-tab figures. */
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7)
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5)
/** BENCH_ONLY=bundle, list, export, editor, interactions, cold or photos (or several, comma-separated) runs those parts (the build step still runs). */
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())
const runs = (part: 'bundle' | 'list' | 'export' | 'editor' | 'interactions' | 'cold' | 'photos') => !only || only.includes(part)
/** BENCH_LISTS=events (or organizations) measures one list; both by default. */
const lists = (process.env.BENCH_LISTS ?? 'organizations,events').split(',').map((name) => name.trim())
/** Per list: its timings' budget against the floor and the heap's (what its cards add). */
const BUDGET = {
  screenJs: BUNDLE_BUDGETS_KB.js * 1024,
  listTime: TIMING_BUDGETS.listTime,
  listHeapAdded: TIMING_BUDGETS.listHeapAdded,
  /** A key in the editor against the floor's (p95), opening, the preview following a word. */
  editorKeyP95: TIMING_BUDGETS.editorKeyP95,
  editorOpenMs: 1500,
  editorPreviewMs: 200,
  /** Every interaction's p95, input event to next frame. */
  interactionP95Ms: TIMING_BUDGETS.interactionP95Ms,
  /**
   * The export's heap stays flat — what it holds after collections grows at most this
   * much per 2 500 entries written (the file grows about 1 MB per 2 500; one page of 500 parsed
   * entries in flight holds about 4 MB, so keeping the entries would grow it by some 20 MB).
   */
  exportGrowthBytes: 512 * 1024,
  /** The photo preparation's goals: fifteen phone photos go up as at most this share of their bytes, and no main-thread task while they are prepared reaches 50 ms. */
  photosSentShare: 0.15,
  photosLongestTaskMs: 50,
}

if (runs('list') || runs('editor') || runs('bundle')) buildFloor()
const server = await startMockServer(PORT)
const { origin } = server
const browser = await launchBrowser()
const failures: string[] = []

try {
  if (runs('bundle')) await benchBundle()
  if (runs('list')) for (const kind of Object.values(LIST_KINDS)) if (lists.includes(kind.key)) await benchList(kind)
  if (runs('export')) await benchExport()
  if (runs('editor')) await benchEditor()
  if (runs('interactions')) await benchInteractions()
  if (runs('cold')) await benchColdTabs()
  if (runs('photos')) await benchPhotos()
} finally {
  await browser.close()
  server.stop()
}

if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
}

async function benchBundle() {
  const pages = [
    await measurePageLoad(browser, origin, '/login', null),
    await measurePageLoad(browser, origin, '/cities', 'admin'),
    await measurePageLoad(browser, origin, '/organizations/view', 'admin'),
    await measurePageLoad(browser, origin, '/organizations/edit-photos?id=000000f00000000000000005', 'admin'),
    await measurePageLoad(browser, origin, '/organizations/create', 'admin'),
    await measurePageLoad(browser, origin, '/organizations/edit?id=000000f00000000000000005', 'admin'),
    await measurePageLoad(browser, origin, '/organizations/single-view?id=000000f00000000000000005', 'admin'),
    await measurePageLoad(browser, origin, '/users', 'admin'),
    await measurePageLoad(browser, origin, '/reports', 'admin'),
    await measurePageLoad(browser, origin, '/events/view', 'admin'),
    await measurePageLoad(browser, origin, '/events/edit-photos?id=00000e400000000000000005', 'admin'),
    await measurePageLoad(browser, origin, '/events/create', 'admin'),
    await measurePageLoad(browser, origin, '/events/edit?id=00000e400000000000000005', 'admin'),
    await measurePageLoad(browser, origin, '/events/single-view?id=00000e400000000000000005', 'admin'),
    await measurePageLoad(browser, origin, '/articles', 'admin'),
    await measurePageLoad(browser, origin, '/gallery', 'admin'),
    await measurePageLoad(browser, origin, '/template-photos', 'admin'),
    await measurePageLoad(browser, origin, '/categories', 'admin'),
    await measurePageLoad(browser, origin, '/admins', 'root'),
  ]
  const lazy = [
    await measureLazyLoad(browser, origin, '/articles', 'admin', 'markup editor, opened on an article', {
      prepare: openFirstArticle,
      act: editOpenArticle,
    }),
    await measureLazyLoad(browser, origin, '/cities', 'admin', 'command palette, opened with Ctrl+K', {
      prepare: () => Promise.resolve(),
      act: openPalette,
    }),
  ]
  const build = totalBuild()
  const mockFiles = mockCodeInBuild()

  console.log('\nBundle (gzip, what the browser loads to draw each screen; apart, the JS it fetches after the first paint)')
  console.table(
    pages.map((p) => ({
      page: p.page,
      'JS KB': kb(p.jsGzip),
      'JS budget KB': BUNDLE_BUDGETS_KB.js,
      'CSS KB': kb(p.cssGzip),
      'CSS budget KB': BUNDLE_BUDGETS_KB.css,
      files: p.files,
      verdict: p.jsGzip <= BUDGET.screenJs && p.cssGzip <= BUNDLE_BUDGETS_KB.css * 1024 ? 'ok' : 'OVER',
    })),
  )
  console.log('\nLazy chunks (gzip, loaded only when used)')
  console.table(
    lazy.map((l) => ({
      what: l.what,
      'JS KB': kb(l.jsGzip),
      files: l.files,
    })),
  )
  const stackFloor = stackFloorJs()
  console.log(`Stack floor: the event form's libraries alone, none of the console's code (bench/floor/stack.tsx): JS ${kb(stackFloor)} KB`)
  console.log(
    `Whole build: JS ${kb(build.jsGzip)} KB, CSS ${kb(build.cssGzip)} KB gzip in ${build.files} files; mock code in build: ${mockFiles.length ? mockFiles.join(', ') : 'none'}`,
  )
  for (const p of pages)
    if (p.jsGzip > BUDGET.screenJs) failures.push(`${p.page} loads ${kb(p.jsGzip)} KB of JS (budget ${BUNDLE_BUDGETS_KB.js})`)
  for (const p of pages) {
    const cssBudget = BUNDLE_BUDGETS_KB.css
    if (p.cssGzip > cssBudget * 1024) failures.push(`${p.page} loads ${kb(p.cssGzip)} KB of CSS (budget ${cssBudget})`)
  }
  if (mockFiles.length) failures.push(`mock code in the build: ${mockFiles.join(', ')}`)
  writeReport('bundle', { pages, lazy, build, mockFiles, stackFloor })
}

/** The first block's first article, open in view mode. */
async function openFirstArticle(page: Page) {
  await page.getByRole('region', { name: articlesText.blocksTitle }).locator('li').first().getByRole('button').first().click()
  await page
    .getByRole('button', { name: new RegExp(`^${articlesText.openArticleOf('')}`) })
    .first()
    .click()
  await page.getByRole('article').waitFor({ timeout: 15_000 })
}

/** Its edit button: what the markup editor loads. */
async function editOpenArticle(page: Page) {
  await page.getByRole('article').getByRole('button', { name: articlesText.edit, exact: true }).click()
  await page.locator('.cm-editor').waitFor({ timeout: 15_000 })
}

/** Ctrl+K: what the command palette loads on its first use. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+K')
  await page.getByRole('combobox', { name: paletteText.label }).waitFor({ timeout: 15_000 })
}

async function benchList(kind: ListKind) {
  const session = await loginToken(origin, 'admin')
  const prepare = (page: Page) => storeSession(page, session)
  const expected = await pickExpectations(origin, session.token, kind)
  const [floor, app] = await measureLists(browser, origin, listTargets(kind), expected, prepare, RUNS)
  if (!floor || !app) throw new Error('both lists must be measured')
  const timeBudget = BUDGET.listTime
  const added = (list: { heapBytes: number; emptyHeapBytes: number }) => list.heapBytes - list.emptyHeapBytes
  const rows = [
    {
      metric: `navigation to page 1 of ${LIST_SIZE}, painted (ms)`,
      floor: floor.navigationMs,
      console: app.navigationMs,
      budget: timeBudget,
    },
    { metric: 'search re-render after its answer (ms)', floor: floor.searchRerenderMs, console: app.searchRerenderMs, budget: timeBudget },
    {
      metric: `JS heap that ${LIST_SIZE} cards add (KB: with them − the screen with none)`,
      floor: kb(added(floor)),
      console: kb(added(app)),
      budget: BUDGET.listHeapAdded,
    },
    { metric: `JS heap with ${LIST_SIZE} cards, whole (KB)`, floor: kb(floor.heapBytes), console: kb(app.heapBytes), budget: null },
    {
      metric: 'JS heap with no cards: code, libraries, shell (KB)',
      floor: kb(floor.emptyHeapBytes),
      console: kb(app.emptyHeapBytes),
      budget: null,
    },
    {
      metric: `cold tab to ${LIST_SIZE} painted (ms, JS start-up included; see bundle)`,
      floor: floor.coldPaintMs,
      console: app.coldPaintMs,
      budget: null,
    },
  ].map((row) => {
    const r = ratio(row.console, row.floor) ?? 0
    return {
      ...row,
      floor: Math.round(row.floor),
      console: Math.round(row.console),
      ratio: r,
      verdict: row.budget === null ? 'info' : r <= row.budget ? 'ok' : 'OVER',
    }
  })
  console.log(`\n${kind.title}, ${LIST_SIZE} records of 10 000 (median of ${RUNS} runs; search q="${expected.query}")`)
  console.table(rows)
  for (const row of rows)
    if (row.verdict === 'OVER') failures.push(`${kind.title}, ${row.metric}: ${row.ratio}× the floor (budget ${row.budget}×)`)
  // The organizations list keeps its report's name (list.json); the others get their own.
  writeReport(kind.key === 'organizations' ? 'list' : `list-${kind.key}`, { expected, floor, console: app, rows })
}

async function benchExport() {
  const session = await loginToken(origin, 'admin')
  const result = await measureExport(browser, origin, (page) => storeSession(page, session), EXPORT_RUNS)
  const growthOk = result.growthPerStepBytes <= BUDGET.exportGrowthBytes
  console.log(`\nCSV export of the organizations list, 10 000 records at 500 a call (median of ${EXPORT_RUNS} runs)`)
  console.table([
    { metric: 'press to saved file (ms)', value: Math.round(result.durationMs), budget: null, verdict: 'info' },
    { metric: 'JS heap before, after collections (KB)', value: kb(result.heapBeforeBytes), budget: null, verdict: 'info' },
    ...result.heapSamples.map((sample) => ({
      metric: `JS heap after collections at ${sample.written} written (KB, first run)`,
      value: kb(sample.heapBytes),
      budget: null,
      verdict: 'info',
    })),
    {
      metric: `JS heap growth per ${EXPORT_HEAP_STEP} entries while it runs (KB)`,
      value: kb(result.growthPerStepBytes),
      budget: kb(BUDGET.exportGrowthBytes),
      verdict: growthOk ? 'ok' : 'OVER',
    },
    {
      metric: 'JS heap at its peak during the export, garbage included (KB)',
      value: kb(result.heapPeakBytes),
      budget: null,
      verdict: 'info',
    },
    { metric: 'JS heap after the file is saved, after collections (KB)', value: kb(result.heapAfterBytes), budget: null, verdict: 'info' },
    { metric: 'file: lines (header included)', value: result.lines, budget: 10_001, verdict: result.lines === 10_001 ? 'ok' : 'OVER' },
    { metric: 'file: size (KB)', value: kb(result.fileBytes), budget: null, verdict: 'info' },
  ])
  if (result.lines !== 10_001) failures.push(`the export wrote ${result.lines} lines, not 10 001`)
  if (!growthOk)
    failures.push(
      `the export's heap grows ${kb(result.growthPerStepBytes)} KB per ${EXPORT_HEAP_STEP} entries (budget ${kb(BUDGET.exportGrowthBytes)})`,
    )
  writeReport('export', result)
}

async function benchEditor() {
  const session = await loginToken(origin, 'admin')
  const measured = await measureEditor(browser, origin, session, EDITOR_RUNS)
  const rows = measured.map((row) => {
    const keyRatio = ratio(row.console.p95, row.floor.p95) ?? Infinity
    const over = [
      keyRatio > BUDGET.editorKeyP95 && `keystroke p95 ${keyRatio}× the floor (budget ${BUDGET.editorKeyP95}×)`,
      row.console.openMs > BUDGET.editorOpenMs && `opening ${Math.round(row.console.openMs)} ms (budget ${BUDGET.editorOpenMs})`,
      row.console.previewMs > BUDGET.editorPreviewMs &&
        `preview after the last key ${Math.round(row.console.previewMs)} ms (budget ${BUDGET.editorPreviewMs})`,
    ].filter((problem): problem is string => typeof problem === 'string')
    for (const problem of over) failures.push(`markup editor, ${row.sizeKb} KB: ${problem}`)
    return {
      article: `${row.sizeKb} KB`,
      'floor key p50 ms': row.floor.p50,
      'floor key p95 ms': row.floor.p95,
      'key p50 ms': row.console.p50,
      'key p95 ms': row.console.p95,
      'p95 × floor': keyRatio,
      'open ms': Math.round(row.console.openMs),
      'preview ms': Math.round(row.console.previewMs),
      verdict: over.length ? 'OVER' : 'ok',
    }
  })
  console.log(
    `\nMarkup editor (${EDITOR_SIZES_KB.join(', ')} KB; median of ${EDITOR_RUNS} interleaved runs; budgets: key p95 ${BUDGET.editorKeyP95}× the floor, open ${BUDGET.editorOpenMs} ms, preview ${BUDGET.editorPreviewMs} ms)`,
  )
  console.table(rows)
  writeReport('editor', { rows: measured })
}

async function benchInteractions() {
  const measured = await measureInteractions(browser, origin, INTERACTION_RUNS)
  const rows = measured.map((row) => ({
    interaction: row.name,
    'p50 ms': row.p50,
    'p95 ms': row.p95,
    samples: row.samples.length,
    'budget ms': BUDGET.interactionP95Ms,
    verdict: row.p95 <= BUDGET.interactionP95Ms ? 'ok' : 'OVER',
  }))
  for (const row of measured)
    if (row.p95 > BUDGET.interactionP95Ms) failures.push(`${row.name}: p95 ${row.p95} ms (budget ${BUDGET.interactionP95Ms})`)
  console.log(`\nInteractions, input event to next frame (${INTERACTION_RUNS} runs; p95 budget ${BUDGET.interactionP95Ms} ms)`)
  console.table(rows)
  writeReport('interactions', { rows: measured })
}

/**
 * A new tab to content per screen, cold (a fresh browser) and warm (a new tab of a browser that has
 * the console open): printed beside the last measured figures, no budget of their own.
 */
async function benchColdTabs() {
  const cold = await measureColdTabs(browser, origin, COLD_RUNS)
  const warm = await measureWarmTabs(browser, origin, COLD_RUNS)
  console.log(`\nA new tab to content, cold and in the same browser (HTTP cache warm; median of ${COLD_RUNS} new tabs per screen)`)
  console.table(
    cold.map((row, index) => ({
      screen: row.path,
      'cold median ms': row.medianMs,
      'warm median ms': warm[index]!.medianMs,
      'cold runs': row.runs.join(' '),
      'warm runs': warm[index]!.runs.join(' '),
    })),
  )
  writeReport('cold', { rows: cold, warm })
}

async function benchPhotos() {
  const result = await measurePhotos(browser, origin)
  console.log('\nPhotos: fifteen 12-megapixel phone JPEGs chosen at once on /template-photos, prepared in workers and sent to the mock')
  console.table([
    {
      photos: result.photos,
      'originals MB': Math.round((result.originalBytes / 1024 / 1024) * 10) / 10,
      'sent MB': Math.round((result.sentBytes / 1024 / 1024) * 10) / 10,
      'sent / originals': `${Math.round(result.sentShare * 1000) / 10} %`,
      'all ready ms': result.readyMs,
      'answered ms': result.answeredMs,
      'longest task ms': result.longestTaskMs,
      'long tasks': result.longTasks,
      verdict: result.sentShare <= BUDGET.photosSentShare && result.longestTaskMs < BUDGET.photosLongestTaskMs ? 'ok' : 'OVER',
    },
  ])
  console.log(
    `Long tasks while preparing (ms after the choice: duration): ${result.tasks.map((task) => `${task.atMs}: ${task.ms}`).join(', ') || 'none'}`,
  )
  if (result.sentShare > BUDGET.photosSentShare)
    failures.push(`photos: ${Math.round(result.sentShare * 100)} % of the originals' bytes sent (goal 15 %)`)
  if (result.longestTaskMs >= BUDGET.photosLongestTaskMs)
    failures.push(`photos: a ${result.longestTaskMs} ms main-thread task while preparing (goal under 50)`)
  writeReport('photos', result)
}

function writeReport(part: string, data: unknown) {
  mkdirSync('.bench', { recursive: true })
  writeFileSync(`.bench/${part}.json`, JSON.stringify(data, null, 2))
  console.log(`\nJSON (${part}):`)
  console.log(JSON.stringify(data))
}
