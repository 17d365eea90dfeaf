/**
 * `npm run bench:compare -- <ref-before> [<ref-after>=HEAD]`: the bench's figures of two commits,
 * measured on one machine in one run, interleaved, as one markdown table (metric, before, after,
 * after ÷ before, verdict against the budget).
 *
 * Each ref is built once into /tmp/bench-compare/<commit>/ (a detached worktree of this repository
 * with this checkout's node_modules, `vite build` with the env `npm run build` sets; the worktree
 * is removed, the build and its manifest kept for the next comparison of that commit). Both builds
 * are served at once, each by this checkout's mock server, and measured by THIS checkout's bench
 * code, so a difference is the build's. Timed parts alternate: round 1 before, round 1 after,
 * round 2 before, …; each figure is the median over the rounds (an interaction's p95 is taken over
 * all its samples).
 *
 * COMPARE_ONLY=bundle,list,cold,warm,interactions,editor (comma-separated; all by default) picks the
 * parts; COMPARE_RUNS the rounds (5); COMPARE_LISTS=events (or organizations) one list;
 * COMPARE_EDITOR_SIZES=100 the editor's article sizes in KB (20,100,300); BENCH_INTERACTION as in
 * `npm run bench`. The table is also written to .bench/compare.md and the figures to .bench/compare.json.
 * It exits 1 when an after figure is over its budget.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BUNDLE_BUDGETS_KB } from './budget-table'
import { screenLoads, type Manifest } from './budgets'
import { COLD_SCREENS, measureColdTabs, openWarmTabs, type WarmTabs } from './cold-tab'
import { chosenParts, isOver, markdownTable, ratio, scriptEnv, type CompareRow } from './compare-table'
import { EDITOR_SIZES_KB, measureEditor, percentile } from './editor'
import { measureInteractions } from './interactions'
import { buildFloor, gzipSize, kb, launchBrowser, loginToken, median, startMockServer, storeSession } from './lib'
import { LIST_KINDS, LIST_SIZE, listTargets, measureLists, pickExpectations, summarizeList, type ListKind, type ListRun } from './list'
import { TIMING_BUDGETS } from './timing-budgets'

const PARTS = ['bundle', 'list', 'cold', 'warm', 'interactions', 'editor'] as const
const parts = chosenParts(process.env.COMPARE_ONLY, PARTS)
const ROUNDS = Number(process.env.COMPARE_RUNS ?? 5)
const LISTS = (process.env.COMPARE_LISTS ?? 'organizations,events').split(',').map((name) => name.trim())
const EDITOR_SIZES = process.env.COMPARE_EDITOR_SIZES?.split(',').map(Number) ?? [...EDITOR_SIZES_KB]
const PORT = Number(process.env.BENCH_PORT ?? 4396)
const HOME = '/tmp/bench-compare'

const [beforeRef, afterRef = 'HEAD'] = process.argv.slice(2)
if (!beforeRef) throw new Error('usage: npm run bench:compare -- <ref-before> [<ref-after>=HEAD]')

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

/** The ref's build, made once per commit. */
function buildOf(ref: string) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const home = join(HOME, commit.slice(0, 12))
  const build = { ref, commit, dist: join(home, 'dist'), manifest: join(home, 'manifest.json') }
  if (existsSync(build.manifest) && existsSync(join(build.dist, 'index.html'))) {
    console.error(`${ref} (${commit.slice(0, 12)}): built before, in ${build.dist}`)
    return build
  }
  rmSync(home, { recursive: true, force: true })
  mkdirSync(home, { recursive: true })
  const tree = join(home, 'tree')
  git('worktree', 'add', '--detach', tree, commit)
  try {
    symlinkSync(resolve('node_modules'), join(tree, 'node_modules'))
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    console.error(`${ref} (${commit.slice(0, 12)}): building`)
    execFileSync('npx', ['vite', 'build'], { cwd: tree, env: { ...process.env, ...scriptEnv(scripts.build!) }, stdio: 'inherit' })
    renameSync(join(tree, 'dist'), build.dist)
    // Where the build put its manifest: beside the project (build/security-plugins.ts), or, in older builds, in the folder.
    const manifest = [join(tree, '.manifests', 'dist', 'manifest.json'), join(build.dist, '.vite', 'manifest.json')].find(existsSync)
    if (!manifest) throw new Error(`${ref}: its build wrote no manifest`)
    cpSync(manifest, build.manifest)
  } finally {
    git('worktree', 'remove', '--force', tree)
  }
  return build
}

const builds = [buildOf(beforeRef), buildOf(afterRef)] as const
if (parts.includes('list') || parts.includes('editor')) buildFloor()
const servers: Awaited<ReturnType<typeof startMockServer>>[] = []
const stopServers = () => servers.forEach((server) => server.stop())
const browser = await (async () => {
  try {
    for (const [index, build] of builds.entries()) servers.push(await startMockServer(PORT + index, build.dist))
    return await launchBrowser()
  } catch (error) {
    stopServers()
    throw error
  }
})()
const rows: CompareRow[] = []

/** Before (0) and after (1). */
type Side = 0 | 1
const SIDES = [0, 1] as const

/** `measure` for each side in each round: round 1 before, round 1 after, round 2 before, … */
async function interleaved(measure: (side: Side, round: number) => Promise<void>) {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of SIDES) {
      console.error(`round ${round + 1} of ${ROUNDS}, ${side ? 'after' : 'before'}`)
      await measure(side, round)
    }
  }
}

const originOf = (side: Side) => servers[side]!.origin
/** A figure of each side: [before, after]. */
const both = <T>(make: (side: Side) => T): [T, T] => [make(0), make(1)]

/** Each screen's first load from its build's manifest, as `npm test` counts and holds it (bench/budgets.ts). */
function compareBundle() {
  const loads = both((side) => {
    const { dist, manifest } = builds[side]
    return screenLoads(JSON.parse(readFileSync(manifest, 'utf8')) as Manifest, (file) => gzipSize(join(dist, file)) / 1024)
  })
  for (const after of loads[1]) {
    const before = loads[0].find((load) => load.screen === after.screen)
    rows.push(
      { metric: `${after.screen}: JS KB gzip`, before: before?.jsKb ?? null, after: after.jsKb, budget: { max: BUNDLE_BUDGETS_KB.js } },
      { metric: `${after.screen}: CSS KB gzip`, before: before?.cssKb ?? null, after: after.cssKb, budget: { max: BUNDLE_BUDGETS_KB.css } },
    )
  }
}

async function compareList(kind: ListKind) {
  const sessions = await Promise.all(both((side) => loginToken(originOf(side), 'admin')))
  const expected = await Promise.all(both((side) => pickExpectations(originOf(side), sessions[side].token, kind)))
  const runs = both(() => ({ floor: [] as ListRun[], console: [] as ListRun[] }))
  await interleaved(async (side, round) => {
    const prepare = (page: Parameters<typeof storeSession>[0]) => storeSession(page, sessions[side])
    const [floor, app] = await measureLists(browser, originOf(side), listTargets(kind), expected[side], prepare, 1, round === 0)
    runs[side].floor.push(...floor!.runs)
    runs[side].console.push(...app!.runs)
  })
  const [before, after] = both((side) => ({
    floor: summarizeList('floor', runs[side].floor),
    app: summarizeList('console', runs[side].console),
  }))
  const added = (run: ListRun) => run.heapBytes - run.emptyHeapBytes
  const rowOf = (metric: string, figure: (side: typeof before) => number | null, budget?: CompareRow['budget']) =>
    rows.push({ metric: `${kind.title}: ${metric}`, before: figure(before), after: figure(after), ...(budget && { budget }) })
  const vsFloor = (key: 'navigationMs' | 'searchRerenderMs') => (side: typeof before) => ratio(side.app[key], side.floor[key])!
  rowOf('navigation to page 1, console ÷ floor', vsFloor('navigationMs'), { max: TIMING_BUDGETS.listTime })
  rowOf('navigation to page 1, console ms', (side) => Math.round(side.app.navigationMs))
  rowOf('search re-render, console ÷ floor', vsFloor('searchRerenderMs'), { max: TIMING_BUDGETS.listTime })
  rowOf('search re-render, console ms', (side) => Math.round(side.app.searchRerenderMs))
  rowOf(`JS heap ${LIST_SIZE} cards add, console ÷ floor`, (side) => ratio(added(side.app), added(side.floor))!, {
    max: TIMING_BUDGETS.listHeapAdded,
  })
  rowOf(`JS heap ${LIST_SIZE} cards add, console KB`, (side) => kb(added(side.app)))
  rowOf(`JS heap ${LIST_SIZE} cards add, floor KB`, (side) => kb(added(side.floor)))
  rowOf(`JS heap with ${LIST_SIZE} cards, whole, console ÷ floor`, (side) => ratio(side.app.heapBytes, side.floor.heapBytes)!)
  rowOf('JS heap with no cards (code, libraries, shell), console KB', (side) => kb(side.app.emptyHeapBytes))
}

/** Samples by screen path, for each side. */
const tabSamples = () => both(() => new Map<string, number[]>(COLD_SCREENS.map((screen) => [screen.path, []])))

function newTabRows(what: string, samples: [Map<string, number[]>, Map<string, number[]>]) {
  for (const { path } of COLD_SCREENS) {
    const [before, after] = both((side) => Math.round(median(samples[side].get(path)!)))
    rows.push({
      metric: `${what} ${path.split('?')[0]}, ms to content`,
      before,
      after,
      budget: { maxRatio: TIMING_BUDGETS.newTabVsBefore },
    })
  }
}

async function compareCold() {
  const samples = tabSamples()
  await interleaved(async (side) => {
    for (const tab of await measureColdTabs(browser, originOf(side), 1)) samples[side].get(tab.path)!.push(...tab.runs)
  })
  newTabRows('cold new tab', samples)
}

async function compareWarm() {
  const samples = tabSamples()
  const warm: WarmTabs[] = []
  try {
    for (const side of SIDES) warm.push(await openWarmTabs(browser, originOf(side)))
    await interleaved(async (side) => {
      for (const [path, ms] of await warm[side]!.round()) samples[side].get(path)!.push(ms)
    })
  } finally {
    await Promise.all(warm.map((tabs) => tabs.close()))
  }
  newTabRows('new tab in the same browser', samples)
}

async function compareInteractions() {
  const samples = both(() => new Map<string, number[]>())
  await interleaved(async (side) => {
    for (const row of await measureInteractions(browser, originOf(side), 1))
      samples[side].set(row.name, [...(samples[side].get(row.name) ?? []), ...row.samples])
  })
  for (const name of samples[1].keys()) {
    const [before, after] = both((side) => (samples[side].has(name) ? percentile(samples[side].get(name)!, 95) : null))
    rows.push({ metric: `${name}, p95 ms`, before, after, budget: { max: TIMING_BUDGETS.interactionP95Ms } })
  }
}

async function compareEditor() {
  const sessions = await Promise.all(both((side) => loginToken(originOf(side), 'admin')))
  const p95s = both(
    () => new Map<number, { floor: number[]; console: number[] }>(EDITOR_SIZES.map((size) => [size, { floor: [], console: [] }])),
  )
  await interleaved(async (side) => {
    for (const row of await measureEditor(browser, originOf(side), sessions[side], 1, EDITOR_SIZES)) {
      p95s[side].get(row.sizeKb)!.floor.push(row.floor.p95)
      p95s[side].get(row.sizeKb)!.console.push(row.console.p95)
    }
  })
  for (const size of EDITOR_SIZES) {
    const [before, after] = both((side) => p95s[side].get(size)!)
    rows.push(
      {
        metric: `markup editor, ${size} KB article: key p95 ÷ bare CodeMirror`,
        before: ratio(median(before.console), median(before.floor)),
        after: ratio(median(after.console), median(after.floor)),
        budget: { max: TIMING_BUDGETS.editorKeyP95 },
      },
      { metric: `markup editor, ${size} KB article: key p95 ms`, before: median(before.console), after: median(after.console) },
    )
  }
}

try {
  if (parts.includes('bundle')) compareBundle()
  if (parts.includes('list')) for (const kind of Object.values(LIST_KINDS)) if (LISTS.includes(kind.key)) await compareList(kind)
  if (parts.includes('cold')) await compareCold()
  if (parts.includes('warm')) await compareWarm()
  if (parts.includes('interactions')) await compareInteractions()
  if (parts.includes('editor')) await compareEditor()
} finally {
  await browser.close()
  stopServers()
}

const label = (build: (typeof builds)[number]) => `${build.ref} (${build.commit.slice(0, 7)})`
const table = [
  `Before: ${label(builds[0])}, after: ${label(builds[1])}; ${parts.join(', ')}; timings the median of ${ROUNDS} interleaved rounds.`,
  '',
  markdownTable(rows, { before: `before ${builds[0].commit.slice(0, 7)}`, after: `after ${builds[1].commit.slice(0, 7)}` }),
].join('\n')
console.log(`\n${table}`)
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/compare.md', `${table}\n`)
writeFileSync('.bench/compare.json', JSON.stringify({ before: builds[0], after: builds[1], rounds: ROUNDS, parts, rows }, null, 2))
if (rows.some(isOver)) process.exitCode = 1
