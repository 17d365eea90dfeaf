/**
 * `npm run check:budgets` (part of `npm test`, after the production build): the gzip JS each screen
 * loads, read from the build's manifest without a browser, against its budget. A screen loads the
 * entry's static chain and its route's split parts (loader, component) with their static chains;
 * what it imports lazily on use (dialogs, pickers, the map, the markup editor) is left out, as
 * `npm run bench` leaves it out of a screen's first load. Exits 1 when a screen is over.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUNDLE_BUDGETS_KB, screenBudgetKb } from './budget-table'

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

export type ScreenLoad = { screen: string; route: string; jsKb: number; budgetKb: number; over: boolean }

export function screenLoads(manifest: Manifest, gzipKb: (file: string) => number): ScreenLoad[] {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  return Object.entries(BUNDLE_BUDGETS_KB.screens).map(([screen, route]) => {
    const parts = routeParts(manifest, route)
    if (parts.length === 0) throw new Error(`bench/budgets: no chunk of ${route} in the manifest (was the route renamed?)`)
    const chunks = [...staticClosure(manifest, [...entry, ...parts])].flatMap((key) => manifest[key]?.file ?? [])
    const files = new Set(chunks.filter((file) => file.endsWith('.js')))
    const jsKb = [...files].reduce((sum, file) => sum + gzipKb(file), 0)
    const budgetKb = screenBudgetKb(screen)
    return { screen, route, jsKb: Math.round(jsKb * 10) / 10, budgetKb, over: jsKb > budgetKb }
  })
}

function main() {
  const manifestPath = join(dist, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) {
    console.error(`bench/budgets: ${manifestPath} is missing — build with BUILD_MANIFEST=1 (npm run build does).`)
    process.exit(1)
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
  const loads = screenLoads(manifest, gzipKb)
  console.table(loads.map(({ screen, jsKb, budgetKb, over }) => ({ screen, 'JS KB gzip': jsKb, 'budget KB': budgetKb, verdict: over ? 'OVER' : 'ok' })))
  const over = loads.filter((load) => load.over)
  if (over.length > 0) {
    console.error(`JS budget exceeded: ${over.map((load) => `${load.screen} ${load.jsKb} KB > ${load.budgetKb} KB`).join(', ')}`)
    process.exit(1)
  }
  console.log(`JS budgets hold on all ${loads.length} screens.`)
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main()
