/**
 * `npx tsx bench/entry.ts [<dist-before>]`: what the entry chunk holds, by package and by the console's own modules —
 * the code every new tab reads, compiles and runs before the router asks for the screen's chunk and its first call
 * goes out. Reads a source-mapped build (`npx vite build --sourcemap --outDir /tmp/dist-map`, then
 * `BENCH_DIST=/tmp/dist-map`); given a second such build, prints both and the difference, largest change first.
 * It explains a new tab's figure; it sets no budget.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { DIST, gzipSize, kb } from './lib'

type Entry = { file: string; bytes: number; gzip: number; bySource: Map<string, number> }

/** The entry chunk of a build: the script index.html loads. */
function readEntry(dist: string): Entry {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const file = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
  if (!file) throw new Error(`${dist}/index.html loads no module script`)
  const code = readFileSync(join(dist, file), 'utf8')
  let map: RawSourceMap
  try {
    map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as RawSourceMap
  } catch {
    throw new Error(`${dist}/${file}.map is missing: build with --sourcemap`)
  }
  // Each mapping owns the generated code from where it starts to where the next one starts.
  const lineStarts = [0]
  for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1)) lineStarts.push(at + 1)
  const offsets: { offset: number; source: string }[] = []
  new SourceMapConsumer(map).eachMapping(
    (mapping) =>
      offsets.push({ offset: lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn, source: mapping.source ?? '(generated)' }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  )
  const bySource = new Map<string, number>()
  offsets.forEach(({ offset, source }, index) => {
    const end = offsets[index + 1]?.offset ?? code.length
    bySource.set(source, (bySource.get(source) ?? 0) + end - offset)
  })
  return { file, bytes: Buffer.byteLength(code), gzip: gzipSize(join(dist, file)), bySource }
}

/** A source's owner: its npm package, or the console's module by its path under src/. */
function ownerOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return inPackage[1]!
  const own = /(?:^|\/)(src\/.*)$/.exec(source)
  return own ? own[1]! : source
}

function byOwner(entry: Entry): Map<string, number> {
  const owners = new Map<string, number>()
  for (const [source, bytes] of entry.bySource) owners.set(ownerOf(source), (owners.get(ownerOf(source)) ?? 0) + bytes)
  return owners
}

const after = readEntry(DIST)
const beforeDist = process.argv[2]
const before = beforeDist ? readEntry(beforeDist) : null
const [ownersAfter, ownersBefore] = [byOwner(after), before ? byOwner(before) : new Map<string, number>()]

const describe = (entry: Entry) => `${entry.file}: ${kb(entry.bytes)} KB, ${kb(entry.gzip)} KB gzip`
console.log(before ? `Entry chunk, before ${describe(before)}; after ${describe(after)}` : `Entry chunk ${describe(after)}`)

const packages = (owners: Map<string, number>) => [...owners].filter(([owner]) => !owner.startsWith('src/'))
const ownCode = (owners: Map<string, number>) =>
  [...owners].filter(([owner]) => owner.startsWith('src/')).reduce((sum, [, b]) => sum + b, 0)
const names = new Set([...packages(ownersAfter), ...packages(ownersBefore)].map(([owner]) => owner))
const rows = [...names, 'the console (src/)'].map((owner) => {
  const [was, is] =
    owner === 'the console (src/)'
      ? [ownCode(ownersBefore), ownCode(ownersAfter)]
      : [ownersBefore.get(owner) ?? 0, ownersAfter.get(owner) ?? 0]
  return { owner, was, is }
})
// Sorted by the change when there is a build before, by size when not.
const order = ({ was, is }: (typeof rows)[number]) => (before ? Math.abs(is - was) : is)
console.log('\nBy package (raw, minified bytes):')
console.table(
  rows
    .sort((a, b) => order(b) - order(a))
    .filter((row) => order(row) >= 512)
    .map(({ owner, was, is }) =>
      before ? { owner, 'before KB': kb(was), 'after KB': kb(is), 'change KB': kb(is - was) } : { owner, KB: kb(is) },
    ),
)

const modules = [...ownersAfter].filter(([owner]) => owner.startsWith('src/'))
const newModules = modules.filter(([owner]) => before && !ownersBefore.has(owner))
console.log(before ? '\nThe console’s modules the entry holds now and did not before:' : '\nThe console’s largest modules in the entry:')
console.table(
  (before ? newModules : modules)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([module, bytes]) => ({ module, KB: kb(bytes) })),
)
