/**
 * The loop for a change (`npm run test:change`): the type check, lint and Prettier of the changed
 * files, the unit tests that import them, and the flows of the parts of the console they reach
 * (e2e/flows-by-feature.ts), each step timed. What counts as changed: the working tree against HEAD
 * (untracked files included), or everything since a commit with `-- --base REV`.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { flowsForChange, importGraph } from './change-reach'

const baseAt = process.argv.indexOf('--base')
const base = baseAt > 0 ? process.argv[baseAt + 1] : undefined
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)
const changed = [...new Set([...git('diff', '--name-only', base ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].filter(
  (file) => existsSync(file),
)

if (changed.length === 0) {
  console.log('Nothing changed against ' + (base ?? 'HEAD') + '.')
  process.exit(0)
}

const timings: [string, number][] = []
function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push([name, (performance.now() - started) / 1000])
  if (status !== 0) {
    report()
    console.error(`\n✘ ${name} failed.`)
    process.exit(status ?? 1)
  }
}
function report() {
  console.log('\n' + timings.map(([name, seconds]) => `${name.padEnd(12)} ${seconds.toFixed(1)} s`).join('\n'))
}

// `npm run` puts node_modules/.bin (and the Node it ships) first on the PATH.
const bin = (name: string) => name
const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
const formatted = changed.filter((file) => /\.(ts|tsx|js|mjs|json|md|css|html|yml)$/.test(file))

step('type check', bin('tsc'), [
  '--noEmit',
  '-p',
  'tsconfig.json',
  '--incremental',
  '--tsBuildInfoFile',
  'node_modules/.cache/tsc/tsbuildinfo',
])
if (code.length > 0) step('lint', bin('eslint'), ['--max-warnings=0', '--no-warn-ignored', ...code])
if (formatted.length > 0) step('prettier', bin('prettier'), ['--check', '--ignore-unknown', ...formatted])
const sources = code.filter((file) => /^(src|mocks|build)\//.test(file))
if (sources.length > 0) step('unit', bin('vitest'), ['related', '--run', '--passWithNoTests', ...sources])

const flows = flowsForChange(changed, importGraph())
const consoleFlows = flows.filter((flow) => flow !== 'mock-panel').map((flow) => `e2e/specs/${flow}.spec.ts`)
if (consoleFlows.length > 0) {
  step('build', 'npm', ['run', 'build', '--silent'])
  step('flows', bin('playwright'), ['test', '--project=console', ...consoleFlows])
}
if (flows.includes('mock-panel')) {
  step('build:mock', 'npm', ['run', 'build:mock', '--silent'])
  step('mock panel', bin('playwright'), ['test', '--project=mock-panel'])
}
if (changed.some((file) => file.startsWith('e2e/dev/'))) step('dev smoke', bin('playwright'), ['test', '--project=dev-smoke'])
console.log(`\n✓ ${changed.length} changed files; flows: ${flows.join(', ') || 'none'}`)
report()
