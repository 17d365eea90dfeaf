import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '..')
const DOC = readFileSync(resolve(SRC, '../docs/architecture.md'), 'utf8')

/** The walks of docs/architecture.md: a heading that ends in ': N files', and the screen's route the walk starts from. */
const WALKS = [
  { heading: '/organizations/edit?id=…, from the URL to the cache patch and the texts', route: 'routes/_authed/organizations/edit.tsx' },
  { heading: "One edit save, from 'Сохранить' to the other tab", route: 'routes/_authed/organizations/edit.tsx' },
  { heading: '/reports, from the URL to the cache patch and the texts', route: 'routes/_authed/reports.tsx' },
]

/** The section under a `## ` heading: its stated count and its numbered files, in order. */
function walk(heading: string) {
  const start = DOC.indexOf(`## ${heading}: `)
  if (start < 0) throw new Error(`docs/architecture.md has no walk "${heading}"`)
  const end = DOC.indexOf('\n## ', start + 1)
  const section = DOC.slice(start, end < 0 ? undefined : end)
  const stated = Number(/^## .*: (\d+) files$/m.exec(section)?.[1])
  const entries = [...section.matchAll(/(?:^|[\s·:])(\d+) `([^`]+)`/g)].map((match) => ({ number: Number(match[1]), path: match[2]! }))
  return { stated, entries }
}

const IMPORT = /(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (base === null) return null
  const found = ['', '.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile())
  return found ?? null
}

/** Every file of src/ a module reaches through its imports (type-only imports carry no data, and are not followed). */
function reachedFrom(entry: string): Set<string> {
  const reached = new Set<string>()
  const visit = (file: string) => {
    if (reached.has(file)) return
    reached.add(file)
    if (!/\.tsx?$/.test(file)) return
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, (match[1] ?? match[2] ?? match[3])!)
      if (next) visit(next)
    }
  }
  visit(join(SRC, entry))
  return reached
}

describe('docs/architecture.md walks a screen through files that are on its path, and counts them truly', () => {
  it.each(WALKS)('$heading', ({ heading, route }) => {
    const { stated, entries } = walk(heading)
    expect(entries.map((entry) => entry.number)).toEqual(entries.map((_, index) => index + 1))
    expect(stated).toBe(entries.length)
    const paths = entries.map((entry) => entry.path)
    expect(
      paths.filter((path, index) => paths.indexOf(path) !== index),
      'named twice',
    ).toEqual([])
    const reached = reachedFrom(route)
    expect(
      paths.filter((path) => !reached.has(join(SRC, path))),
      `named, but not reached from ${route}`,
    ).toEqual([])
  })

  it('reads a walk the way the test above does', () => {
    const { stated, entries } = walk('/reports, from the URL to the cache patch and the texts')
    expect(stated).toBeGreaterThan(0)
    expect(entries[0]).toEqual({ number: 1, path: 'routes/_authed/reports.tsx' })
  })
})
