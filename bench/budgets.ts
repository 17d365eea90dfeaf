/**
 * `npm run check:budgets` (part of `npm test`, after the production build): the gzip JS and CSS each
 * screen loads, read from the build's manifest without a browser, against their budgets. A screen loads the
 * entry's static chain and the split parts (loader, component) of its route and of the layout routes
 * around it (the shell) with their static chains;
 * what it imports lazily on use (dialogs, pickers, the map, the markup editor) is left out, as
 * `npm run bench` leaves it out of a screen's first load. The CSS is the style sheets of those same
 * chunks (the manifest's `css`). Exits 1 when a screen is over either budget.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { manifestPath } from '../build/security-plugins.ts'
import { BUNDLE_BUDGETS_KB } from './budget-table'

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
export type Manifest = Record<string, Chunk>

const dist = process.env.BUDGET_DIST ?? 'dist'

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

/** The route file of each screen (src/routes/…) and the split parts the router loads on entering it. */
export function routeParts(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?tsr-split=`))
}

/**
 * The route files a screen renders inside: the root route and every layout route above it
 * (`src/routes/_authed.tsx` holds the shell of every signed-in screen), then the screen's own.
 */
export function routeChain(routeFile: string): string[] {
  const folders = routeFile
    .replace(/^src\/routes\//, '')
    .split('/')
    .slice(0, -1)
  const layouts = folders.map((_, index) => `src/routes/${folders.slice(0, index + 1).join('/')}.tsx`)
  return ['src/routes/__root.tsx', ...layouts, routeFile]
}

export type ScreenLoad = {
  screen: string
  route: string
  jsKb: number
  budgetKb: number
  cssKb: number
  cssBudgetKb: number
  over: boolean
}

export function screenLoads(manifest: Manifest, gzipKb: (file: string) => number): ScreenLoad[] {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  return Object.entries(BUNDLE_BUDGETS_KB.screens).map(([screen, route]) => {
    if (routeParts(manifest, route).length === 0)
      throw new Error(`bench/budgets: no chunk of ${route} in the manifest (was the route renamed?)`)
    const parts = routeChain(route).flatMap((file) => routeParts(manifest, file))
    const closure = [...staticClosure(manifest, [...entry, ...parts])]
    const files = new Set(closure.flatMap((key) => manifest[key]?.file ?? []).filter((file) => file.endsWith('.js')))
    const sheets = new Set(closure.flatMap((key) => manifest[key]?.css ?? []))
    const jsKb = [...files].reduce((sum, file) => sum + gzipKb(file), 0)
    const cssKb = [...sheets].reduce((sum, file) => sum + gzipKb(file), 0)
    const budgetKb = BUNDLE_BUDGETS_KB.overBudget[screen] ?? BUNDLE_BUDGETS_KB.screen
    const cssBudgetKb = BUNDLE_BUDGETS_KB.css
    const round = (value: number) => Math.round(value * 10) / 10
    return { screen, route, jsKb: round(jsKb), budgetKb, cssKb: round(cssKb), cssBudgetKb, over: jsKb > budgetKb || cssKb > cssBudgetKb }
  })
}

/** The files a lazily imported module loads on top of the entry's static chain (its own chunk and what it pulls in). */
export function lazyFiles(manifest: Manifest, moduleKey: string): Set<string> {
  if (!manifest[moduleKey]) throw new Error(`bench/budgets: no chunk of ${moduleKey} in the manifest (was it renamed?)`)
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const loaded = new Set([...staticClosure(manifest, entry)].flatMap((key) => manifest[key]?.file ?? []))
  return new Set(
    [...staticClosure(manifest, [moduleKey])]
      .flatMap((key) => manifest[key]?.file ?? [])
      .filter((file) => file.endsWith('.js') && !loaded.has(file)),
  )
}

/** The JS a lazily imported module loads on top of the entry's static chain (its own chunk and what it pulls in). */
export function lazyLoadKb(manifest: Manifest, moduleKey: string, gzipKb: (file: string) => number): number {
  return Math.round([...lazyFiles(manifest, moduleKey)].reduce((sum, file) => sum + gzipKb(file), 0) * 10) / 10
}

function main() {
  const manifestFile = manifestPath(dist)
  if (!existsSync(manifestFile)) {
    console.error(`bench/budgets: ${manifestFile} is missing — build with BUILD_MANIFEST=1 (npm run build does).`)
    process.exit(1)
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
  const loads = screenLoads(manifest, gzipKb)
  console.table(
    loads.map(({ screen, jsKb, budgetKb, cssKb, cssBudgetKb, over }) => ({
      screen,
      'JS KB gzip': jsKb,
      'JS budget KB': budgetKb,
      'CSS KB gzip': cssKb,
      'CSS budget KB': cssBudgetKb,
      verdict: over ? 'OVER' : 'ok',
    })),
  )
  const paletteKb = lazyLoadKb(manifest, BUNDLE_BUDGETS_KB.paletteModule, gzipKb)
  const paletteOver = paletteKb > BUNDLE_BUDGETS_KB.palette
  console.table([
    {
      lazy: 'command palette (Ctrl+K)',
      'JS KB gzip': paletteKb,
      'budget KB': BUNDLE_BUDGETS_KB.palette,
      verdict: paletteOver ? 'OVER' : 'ok',
    },
  ])
  if (paletteOver) {
    console.error(`JS budget exceeded: the command palette loads ${paletteKb} KB > ${BUNDLE_BUDGETS_KB.palette} KB`)
    process.exit(1)
  }
  const idleFiles = new Set(BUNDLE_BUDGETS_KB.shellIdleModules.flatMap((module) => [...lazyFiles(manifest, module)]))
  const idleKb = Math.round([...idleFiles].reduce((sum, file) => sum + gzipKb(file), 0) * 10) / 10
  console.log(
    `The shell's idle fetches after a screen is drawn (the toasts' container): ${idleKb} KB (budget ${BUNDLE_BUDGETS_KB.shellIdle} KB)`,
  )
  if (idleKb > BUNDLE_BUDGETS_KB.shellIdle) {
    console.error(`JS budget exceeded: the shell's idle fetch loads ${idleKb} KB > ${BUNDLE_BUDGETS_KB.shellIdle} KB`)
    process.exit(1)
  }
  const over = loads.filter((load) => load.over)
  if (over.length > 0) {
    console.error(
      `Budget exceeded: ${over.map((load) => `${load.screen} JS ${load.jsKb}/${load.budgetKb} KB, CSS ${load.cssKb}/${load.cssBudgetKb} KB`).join('; ')}`,
    )
    process.exit(1)
  }
  console.log(`JS and CSS budgets hold on all ${loads.length} screens.`)
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main()
