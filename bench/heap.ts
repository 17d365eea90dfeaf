/**
 * `npx tsx bench/heap.ts [events|organizations]`: what makes up the list bench's heap number, to
 * find what to cut when `npm run bench` reports a list's heap over budget. It loads the floor and
 * the console's list of 500 as the bench does (a cold tab on page 2, idle, two collections), takes a V8
 * heap snapshot of each and prints:
 * - the JS heap used (the bench's number) and the snapshot's V8 objects by kind (code by its V8
 *   type, objects by constructor, strings, arrays, closures, hidden classes), largest difference
 *   first; Blink's own (native) objects are left out, as Runtime.getHeapUsage leaves them out;
 * - the console's compiled code (bytecode, baseline and optimised machine code, feedback, scope
 *   data) per source package or folder, when the build has source maps (build them with
 *   `npm run build -- --sourcemap --outDir /tmp/dist-map` and run with `BENCH_DIST=/tmp/dist-map`),
 *   else per script file.
 * HEAP_FUNCTIONS=n also lists the n functions with the most compiled code on each side.
 * Needs a build (npm run build); builds the floor itself. HEAP_SAVE=1 keeps both snapshots in
 * .bench/ (open them in Chrome's DevTools, Memory). It reports; it has no budget.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { buildFloor, DIST, kb, launchBrowser, loginToken, startMockServer, storeSession } from './lib'
import { LIST_KINDS, LIST_SIZE, listTargets, retainedHeap, timingProbe, type ListKind, type ProbeWindow } from './list'

const PORT = Number(process.env.BENCH_PORT ?? 4392)
const TOP = Number(process.env.HEAP_TOP ?? 30)
const kind: ListKind = process.argv[2] === 'organizations' ? LIST_KINDS.organizations : LIST_KINDS.events

type RawSnapshot = {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]]; location_fields: string[] }
  }
  nodes: number[]
  edges: number[]
  locations: number[]
  strings: string[]
}

/** A heap snapshot with its nodes and edges readable by index. */
class Heap {
  readonly count: number
  private readonly raw: RawSnapshot
  private readonly nodeWidth: number
  private readonly edgeWidth: number
  private readonly firstEdge: Uint32Array
  private readonly field: { type: number; name: number; size: number; edges: number; edgeType: number; edgeName: number; edgeTo: number }

  constructor(json: string) {
    this.raw = JSON.parse(json) as RawSnapshot
    const meta = this.raw.snapshot.meta
    this.nodeWidth = meta.node_fields.length
    this.edgeWidth = meta.edge_fields.length
    this.field = {
      type: meta.node_fields.indexOf('type'),
      name: meta.node_fields.indexOf('name'),
      size: meta.node_fields.indexOf('self_size'),
      edges: meta.node_fields.indexOf('edge_count'),
      edgeType: meta.edge_fields.indexOf('type'),
      edgeName: meta.edge_fields.indexOf('name_or_index'),
      edgeTo: meta.edge_fields.indexOf('to_node'),
    }
    this.count = this.raw.nodes.length / this.nodeWidth
    this.firstEdge = new Uint32Array(this.count + 1)
    let edge = 0
    for (let node = 0; node < this.count; node += 1) {
      this.firstEdge[node] = edge
      edge += this.raw.nodes[node * this.nodeWidth + this.field.edges]! * this.edgeWidth
    }
    this.firstEdge[this.count] = edge
  }

  type(node: number): string {
    return this.raw.snapshot.meta.node_types[0][this.raw.nodes[node * this.nodeWidth + this.field.type]!]!
  }

  name(node: number): string {
    return this.raw.strings[this.raw.nodes[node * this.nodeWidth + this.field.name]!]!
  }

  size(node: number): number {
    return this.raw.nodes[node * this.nodeWidth + this.field.size]!
  }

  /** The node's edges: target, edge type, and name (or index, as a string). */
  *edges(node: number): Generator<{ to: number; type: string; name: string }> {
    const edgeTypes = this.raw.snapshot.meta.edge_types[0]
    for (let edge = this.firstEdge[node]!; edge < this.firstEdge[node + 1]!; edge += this.edgeWidth) {
      const type = edgeTypes[this.raw.edges[edge + this.field.edgeType]!]!
      const nameOrIndex = this.raw.edges[edge + this.field.edgeName]!
      yield {
        to: this.raw.edges[edge + this.field.edgeTo]! / this.nodeWidth,
        type,
        name: type === 'element' || type === 'hidden' ? String(nameOrIndex) : this.raw.strings[nameOrIndex]!,
      }
    }
  }

  /** Each closure with its source location: the closure, its script node, line and column (0-based). */
  *closureLocations(): Generator<{ closure: number; script: number; line: number; column: number }> {
    const fields = this.raw.snapshot.meta.location_fields
    const width = fields.length
    const [object, script, line, column] = ['object_index', 'script_object_index', 'line', 'column'].map((field) =>
      fields.indexOf(field),
    ) as [number, number, number, number]
    for (let i = 0; i < this.raw.locations.length; i += width) {
      const closure = this.raw.locations[i + object]! / this.nodeWidth
      if (this.type(closure) === 'closure')
        yield {
          closure,
          script: this.raw.locations[i + script]! / this.nodeWidth,
          line: this.raw.locations[i + line]!,
          column: this.raw.locations[i + column]!,
        }
    }
  }
}

/** Kinds whose nodes are grouped by V8 type alone (their names are their contents). */
const BY_TYPE = new Set([
  'string',
  'concatenated string',
  'sliced string',
  'number',
  'array',
  'closure',
  'regexp',
  'symbol',
  'bigint',
  'object shape',
])

/** V8 objects (not Blink's) by kind: self size and count. */
function byKind(heap: Heap) {
  const groups = new Map<string, { size: number; count: number }>()
  for (let node = 0; node < heap.count; node += 1) {
    const type = heap.type(node)
    if (type === 'native' || type === 'synthetic') continue
    const name = heap.name(node)
    // Module and function scopes are named after their address: one group for all of them.
    const key = BY_TYPE.has(type) ? type : name.startsWith('system / Context') ? `${type} system / Context` : `${type} ${name.slice(0, 60)}`
    const group = groups.get(key) ?? { size: 0, count: 0 }
    group.size += heap.size(node)
    group.count += 1
    groups.set(key, group)
  }
  return groups
}

/**
 * Compiled code per source: each function's bytecode, machine code, feedback and scope data
 * (what its SharedFunctionInfo and its closure's feedback cell hold), counted once, attributed
 * through the closure's location and the script's source map when there is one.
 */
function codeBySource(heap: Heap, functions?: Map<string, { size: number; functions: number }>) {
  const maps = new Map<string, SourceMapConsumer | null>()
  const mapOf = (url: string) => {
    const file = join(DIST, 'assets', `${url.replace(/.*\//, '')}.map`)
    if (!maps.has(file))
      maps.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null)
    return maps.get(file)!
  }
  const scriptUrl = (script: number) => {
    for (const edge of heap.edges(script)) if (edge.name === 'name' || edge.name === 'source_url') return heap.name(edge.to)
    return ''
  }
  const owned = new Uint8Array(heap.count)
  const seen = new Set<number>()
  const groups = new Map<string, { size: number; functions: number }>()
  for (const { closure, script, line, column } of heap.closureLocations()) {
    const shared = [...heap.edges(closure)].find((edge) => edge.name === 'shared')?.to
    if (shared === undefined || seen.has(shared)) continue
    seen.add(shared)
    const url = scriptUrl(script)
    const map = mapOf(url)
    const original = map?.originalPositionFor({ line: line + 1, column })
    const source = map ? (original?.source ?? '(unmapped)') : url.replace(/.*\//, '') || '(no script)'
    // A package by its name, the app's code by its first two folders (src/shared/ui, src/features/events).
    const key = source
      .replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1')
      .replace(/^.*\/src\//, 'src/')
      .replace(/^(src\/[^/]+\/[^/]+)\/.*/, '$1')
    // What the function owns: code-kind nodes under its SharedFunctionInfo (a few levels deep)
    // and its closure's feedback, each counted for the first function that reaches it.
    let size = heap.size(shared)
    const stack: [number, number][] = [[shared, 0]]
    while (stack.length) {
      const [node, depth] = stack.pop()!
      for (const edge of heap.edges(node)) {
        const type = heap.type(edge.to)
        if (edge.type === 'weak' || owned[edge.to] || !['code', 'hidden', 'array'].includes(type)) continue
        const name = heap.name(edge.to)
        if (name.startsWith('system / SharedFunctionInfo') || name.includes('Script')) continue
        owned[edge.to] = 1
        size += heap.size(edge.to)
        if (depth < 3) stack.push([edge.to, depth + 1])
      }
    }
    for (const edge of heap.edges(closure)) {
      if (edge.name !== 'feedback_cell') continue
      for (const inner of heap.edges(edge.to)) {
        if (owned[inner.to] || heap.type(inner.to) !== 'code') continue
        owned[inner.to] = 1
        size += heap.size(inner.to)
      }
    }
    const group = groups.get(key) ?? { size: 0, functions: 0 }
    group.size += size
    group.functions += 1
    groups.set(key, group)
    if (functions) {
      const name = `${source.replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${original?.line ?? line} ${original?.name ?? ''}`
      const one = functions.get(name) ?? { size: 0, functions: 0 }
      one.size += size
      one.functions += 1
      functions.set(name, one)
    }
  }
  return groups
}

async function snapshotOf(browser: Browser, origin: string, url: string, prepare: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await prepare(page)
  await page.addInitScript('window.__name = (fn) => fn')
  await page.addInitScript(timingProbe, { card: kind.card, size: LIST_SIZE })
  await page.goto(`${origin}${url}`)
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__probe.listPainted !== undefined, null, { timeout: 60_000 })
  const usedSize = await retainedHeap(context, page)
  const cdp = await context.newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  await context.close()
  return { usedSize, json: chunks.join('') }
}

buildFloor()
const server = await startMockServer(PORT)
const browser = await launchBrowser()
try {
  const session = await loginToken(server.origin, 'admin')
  const prepare = (page: Page) => storeSession(page, session)
  // One after the other, as the bench measures them.
  const sides = []
  for (const target of listTargets(kind)) {
    const { usedSize, json } = await snapshotOf(browser, server.origin, target.url, prepare)
    const side = target.name.startsWith('floor') ? 'floor' : 'console'
    if (process.env.HEAP_SAVE) {
      mkdirSync('.bench', { recursive: true })
      writeFileSync(`.bench/heap-${kind.key}-${side}.heapsnapshot`, json)
    }
    sides.push({ side, usedSize, heap: new Heap(json) })
  }
  const [floor, app] = sides as [(typeof sides)[0], (typeof sides)[0]]

  console.log(
    `\n${kind.title}, page 2 of ${LIST_SIZE}: JS heap used ${kb(app.usedSize)} KB (console) vs ${kb(floor.usedSize)} KB (floor), ${Math.round((app.usedSize / floor.usedSize) * 100) / 100}×`,
  )
  const floorKinds = byKind(floor.heap)
  const appKinds = byKind(app.heap)
  const total = (groups: Map<string, { size: number }>) => [...groups.values()].reduce((sum, group) => sum + group.size, 0)
  console.log(
    `V8 objects in the snapshots: ${kb(total(appKinds))} KB (console) vs ${kb(total(floorKinds))} KB (floor); by kind, largest difference first:`,
  )
  const none = { size: 0, count: 0 }
  console.table(
    [...new Set([...floorKinds.keys(), ...appKinds.keys()])]
      .map((key) => {
        const c = appKinds.get(key) ?? none
        const f = floorKinds.get(key) ?? none
        return {
          kind: key,
          'console KB': kb(c.size),
          'console count': c.count,
          'floor KB': kb(f.size),
          'floor count': f.count,
          'difference KB': kb(c.size - f.size),
        }
      })
      .sort((a, b) => b['difference KB'] - a['difference KB'])
      .slice(0, TOP),
  )
  for (const side of [app, floor]) {
    const functions = process.env.HEAP_FUNCTIONS ? new Map<string, { size: number; functions: number }>() : undefined
    const groups = codeBySource(side.heap, functions)
    if (functions) {
      console.log(`\nThe ${side.side}'s functions with the most compiled code:`)
      console.table(
        [...functions]
          .sort((a, b) => b[1].size - a[1].size)
          .slice(0, Number(process.env.HEAP_FUNCTIONS))
          .map(([fn, one]) => ({ function: fn.slice(-90), KB: kb(one.size) })),
      )
    }
    console.log(`\nCompiled code of the ${side.side}'s functions by source (${kb(total(groups))} KB):`)
    console.table(
      [...groups]
        .sort((a, b) => b[1].size - a[1].size)
        .slice(0, side === app ? TOP : 8)
        .map(([source, group]) => ({ source, KB: kb(group.size), functions: group.functions })),
    )
  }
} finally {
  await browser.close()
  server.stop()
}
