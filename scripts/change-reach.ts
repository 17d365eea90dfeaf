/**
 * What a change reaches: the files that import a changed file, directly or through others, and so
 * the flows of the parts of the console among them (e2e/flows-by-feature.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { FLOWS_BY_PART } from '../e2e/flows-by-feature'

/** For each file, the files it imports (statically or with `import()`), as repository paths. */
export type ImportGraph = Map<string, string[]>

const SOURCE = /\.(ts|tsx)$/
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : SOURCE.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const bare = specifier.replace(/\?.*$/, '')
  const start = bare.startsWith('@/') ? join('src', bare.slice(2)) : bare.startsWith('.') ? join(dirname(from), bare) : null
  if (start === null) return null
  const path = normalize(start)
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')])
    if (known.has(candidate)) return candidate
  return null
}

/** The import graph of the repository's own code (src, mocks, e2e, build). */
export function importGraph(folders = ['src', 'mocks', 'e2e', 'build']): ImportGraph {
  const files = folders.flatMap(filesUnder)
  const known = new Set(files)
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8')
      const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1]!, known))
      return [file, [...new Set(targets.filter((target): target is string => target !== null))]]
    }),
  )
}

/**
 * The changed files and every file that imports one of them, however indirectly. A flow that imports
 * a text or a schema of the console is not reached through it: the screens that show it are.
 */
export function importersOf(changed: readonly string[], graph: ImportGraph): Set<string> {
  const importers = new Map<string, string[]>()
  for (const [file, targets] of graph)
    for (const target of targets)
      if (!file.startsWith('e2e/') || target.startsWith('e2e/')) importers.set(target, [...(importers.get(target) ?? []), file])
  const reached = new Set(changed)
  const queue = [...changed]
  for (let file = queue.pop(); file !== undefined; file = queue.pop())
    for (const importer of importers.get(file) ?? [])
      if (!reached.has(importer)) {
        reached.add(importer)
        queue.push(importer)
      }
  return reached
}

/** The flows (spec file names without `.spec.ts`) of the parts a change reaches. */
export function flowsForChange(changed: readonly string[], graph: ImportGraph): string[] {
  const flows = new Set<string>()
  for (const file of importersOf(changed, graph)) {
    const spec = /^e2e\/specs\/(.+)\.spec\.ts$/.exec(file)
    if (spec) flows.add(spec[1]!)
    // A route file reaches the features it imports; a mock handler the feature of its name.
    const parts = file.startsWith('src/routes/')
      ? (graph.get(file) ?? []).filter((target) => target.startsWith('src/features/')).map((target) => target.replace(/^src\//, ''))
      : file.startsWith('mocks/handlers/')
        ? [`features/${file.replace(/^mocks\/handlers\/|(\.test)?\.ts$/g, '')}`]
        : [file.replace(/^src\//, '')]
    for (const path of parts)
      for (const [part, partFlows] of Object.entries(FLOWS_BY_PART))
        if (path === part || path.startsWith(`${part}/`)) for (const flow of partFlows) flows.add(flow)
  }
  return [...flows].sort()
}
