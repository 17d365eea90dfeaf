/**
 * `npm run check:budgets` (part of `npm test`, after the production build): the gzip JS and CSS each
 * screen loads, read from the build's manifest without a browser, and the same with each heavy optional
 * piece it can load on top (bench/budget-table.ts), against one ceiling for all. A screen loads the
 * entry's static chain and the split parts (loader, component) of its route and of the layout routes
 * around it (the shell) with their static chains. A heavy piece is on top of a screen when one of the
 * screen's chunks imports it (or, for the photo worker, names its file). Exits 1 when anything is over.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { manifestPath } from '../build/security-plugins.ts'
import { BUNDLE_BUDGETS_KB } from './budget-table'

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
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

/** A heavy optional piece as built: the files it adds and the chunk files that load it. */
export type HeavyPiece = { name: string; js: string[]; css: string[]; loadedBy: string[] }

/**
 * Each heavy piece of bench/budget-table.ts in the build: a lazily imported module with its static chain, or a
 * worker (not in the manifest: its own emitted file, loaded by the chunks whose code names that file).
 */
export function heavyPieces(manifest: Manifest, assets: string[], chunkText: (file: string) => string): HeavyPiece[] {
  return Object.entries(BUNDLE_BUDGETS_KB.heavyPieces).map(([name, module]) => {
    if (manifest[module]) {
      const closure = [...staticClosure(manifest, [module])]
      return {
        name,
        js: closure.flatMap((key) => manifest[key]?.file ?? []).filter((file) => file.endsWith('.js')),
        css: closure.flatMap((key) => manifest[key]?.css ?? []),
        loadedBy: Object.values(manifest)
          .filter((chunk) => chunk.dynamicImports?.includes(module))
          .map((chunk) => chunk.file),
      }
    }
    const stem = module.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')
    const file = assets.find((asset) => asset.startsWith(`assets/${stem}-`) && asset.endsWith('.js'))
    if (!file) throw new Error(`bench/budgets: no chunk of ${module} in the build (was it renamed?)`)
    const loadedBy = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((chunk) => chunk.endsWith('.js') && chunkText(chunk).includes(file.replace(/^assets\//, '')))
    return { name, js: [file], css: [], loadedBy }
  })
}

export type Load = { jsKb: number; cssKb: number }
export type ScreenLoad = Load & {
  screen: string
  route: string
  /** The screen with each heavy piece it can load on top. */
  withPieces: (Load & { piece: string })[]
  /** What is over the ceiling: the screen's own first load; empty when it holds. */
  over: string[]
}

const round = (value: number) => Math.round(value * 10) / 10

export function screenLoads(manifest: Manifest, gzipKb: (file: string) => number, pieces: HeavyPiece[] = []): ScreenLoad[] {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const { js: jsCeiling, css: cssCeiling } = BUNDLE_BUDGETS_KB
  const load = (js: Set<string>, css: Set<string>): Load => ({
    jsKb: round([...js].reduce((sum, file) => sum + gzipKb(file), 0)),
    cssKb: round([...css].reduce((sum, file) => sum + gzipKb(file), 0)),
  })
  const isOver = ({ jsKb, cssKb }: Load) => jsKb > jsCeiling || cssKb > cssCeiling
  return Object.entries(BUNDLE_BUDGETS_KB.screens).map(([screen, route]) => {
    if (routeParts(manifest, route).length === 0)
      throw new Error(`bench/budgets: no chunk of ${route} in the manifest (was the route renamed?)`)
    const parts = routeChain(route).flatMap((file) => routeParts(manifest, file))
    const closure = [...staticClosure(manifest, [...entry, ...parts])]
    const js = new Set(closure.flatMap((key) => manifest[key]?.file ?? []).filter((file) => file.endsWith('.js')))
    const css = new Set(closure.flatMap((key) => manifest[key]?.css ?? []))
    const own = load(js, css)
    const withPieces = pieces
      .filter((piece) => piece.loadedBy.some((file) => js.has(file)))
      .map((piece) => ({ piece: piece.name, ...load(new Set([...js, ...piece.js]), new Set([...css, ...piece.css])) }))
    // A heavy piece loads on its first use, after the screen is drawn: reported on top of the screen, not held to its ceiling.
    const over = isOver(own) ? [`${screen}: JS ${own.jsKb} KB, CSS ${own.cssKb} KB`] : []
    return { screen, route, ...own, withPieces, over }
  })
}

function main() {
  const manifestFile = manifestPath(dist)
  if (!existsSync(manifestFile)) {
    console.error(`bench/budgets: ${manifestFile} is missing — build with BUILD_MANIFEST=1 (npm run build does).`)
    process.exit(1)
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
  const assets = readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`)
  const pieces = heavyPieces(manifest, assets, (file) => readFileSync(join(dist, file), 'utf8'))
  const loads = screenLoads(manifest, gzipKb, pieces)
  const { js: jsCeiling, css: cssCeiling } = BUNDLE_BUDGETS_KB
  console.log(
    `Every screen's first load: at most ${jsCeiling} KB of JS and ${cssCeiling} KB of CSS (gzip); each heavy piece it can load on first use is shown on top.`,
  )
  console.table(
    loads.map(({ screen, jsKb, cssKb, withPieces, over }) => ({
      screen,
      'JS KB': jsKb,
      'CSS KB': cssKb,
      ...Object.fromEntries(pieces.map(({ name }) => [`+ ${name} JS KB`, withPieces.find((it) => it.piece === name)?.jsKb ?? ''])),
      verdict: over.length > 0 ? 'OVER' : 'ok',
    })),
  )
  const onTop = pieces.map(({ name }) => ({
    'heavy piece': name,
    'JS KB on top of its screen (most)': round(
      Math.max(...loads.flatMap(({ jsKb, withPieces }) => withPieces.filter((it) => it.piece === name).map((it) => it.jsKb - jsKb))),
    ),
  }))
  console.table(onTop)
  const unloaded = pieces.filter(({ name }) => !loads.some(({ withPieces }) => withPieces.some((it) => it.piece === name)))
  if (unloaded.length > 0) {
    console.error(
      `No screen loads ${unloaded.map(({ name }) => `the ${name}`).join(', ')}: is bench/budget-table.ts's module still the one imported lazily?`,
    )
    process.exit(1)
  }
  const over = loads.flatMap((load) => load.over)
  if (over.length > 0) {
    console.error(`Over the ceiling: ${over.join('; ')}`)
    process.exit(1)
  }
  console.log(`All ${loads.length} screens hold, with their heavy pieces.`)
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main()
