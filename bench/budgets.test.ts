import { describe, expect, it } from 'vitest'
import { BUNDLE_BUDGETS_KB } from './budget-table'
import { heavyPieces, screenLoads, type Manifest } from './budgets'

const { screens, heavyPieces: pieceModules } = BUNDLE_BUDGETS_KB

const WORKER = 'assets/photo-worker-abc.js'

/** The lazily imported heavy pieces as their own chunks (the worker is an emitted file, WORKER). */
const pieceChunks = (): Manifest =>
  Object.fromEntries(
    Object.entries(pieceModules)
      .filter(([name]) => name !== 'photo worker')
      .map(([name, module]) => [module, { file: `assets/${name.replace(' ', '-')}.js` }]),
  )

/**
 * A build where every screen's component is its own chunk beside the entry, the palette is imported lazily by the
 * entry and the map by the /events/single-view screen; `sizes` gives each file's gzip KB (1 KB when not named).
 */
function build(sizes: Record<string, number>) {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: [pieceModules.palette], css: ['assets/index.css'] },
    ...pieceChunks(),
  }
  for (const [screen, route] of Object.entries(screens)) {
    const file = `assets/${screen.slice(1).replaceAll('/', '-')}.js`
    manifest[`${route}?tsr-split=component`] = {
      file,
      ...(screen === '/events/single-view' ? { dynamicImports: [pieceModules.map] } : {}),
    }
  }
  const gzipKb = (file: string) => sizes[file] ?? 1
  const pieces = heavyPieces(manifest, [WORKER], () => '').filter((piece) => piece.loadedBy.length > 0)
  return screenLoads(manifest, gzipKb, pieces)
}

const loadOf = (loads: ReturnType<typeof build>, screen: string) => loads.find((load) => load.screen === screen)!

describe('the ceiling every screen stays under (300 KB of JS, 25 KB of CSS)', () => {
  it('holds when every screen and each heavy piece on top of it stays under', () => {
    const loads = build({ 'assets/index.js': 200, 'assets/palette.js': 40, 'assets/map.js': 15 })
    expect(loads.flatMap((load) => load.over)).toEqual([])
    expect(loadOf(loads, '/events/single-view').withPieces).toEqual([
      { piece: 'map', jsKb: 216, cssKb: 1 },
      { piece: 'palette', jsKb: 241, cssKb: 1 },
    ])
  })

  it('fails when a screen alone is over 300 KB of JS', () => {
    const loads = build({ 'assets/index.js': 200, 'assets/users.js': 101 })
    expect(loadOf(loads, '/users').over).toEqual(['/users: JS 301 KB, CSS 1 KB'])
    expect(loadOf(loads, '/admins').over).toEqual([])
  })

  it('fails when a screen is over 25 KB of CSS', () => {
    const loads = build({ 'assets/index.css': 25.5 })
    expect(loadOf(loads, '/login').over).toContain('/login: JS 2 KB, CSS 25.5 KB')
  })

  it('reports a heavy piece on top of its screen without holding the two together to the ceiling: the piece loads on first use', () => {
    const loads = build({ 'assets/index.js': 250, 'assets/map.js': 60 })
    expect(loadOf(loads, '/events/single-view').withPieces).toContainEqual({ piece: 'map', jsKb: 311, cssKb: 1 })
    expect(loadOf(loads, '/events/single-view').over).toEqual([])
  })

  it('counts the photo worker, which is not in the manifest, on top of the screens whose code names its file', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      [screens['/gallery']!]: { file: 'assets/gallery.js' },
      ...pieceChunks(),
    }
    const pieces = heavyPieces(manifest, [WORKER], (file) => (file === 'assets/gallery.js' ? 'new URL("photo-worker-abc.js")' : ''))
    expect(pieces.find((piece) => piece.name === 'photo worker')).toEqual({
      name: 'photo worker',
      js: [WORKER],
      css: [],
      loadedBy: ['assets/gallery.js'],
    })
  })
})
