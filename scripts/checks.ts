/**
 * The checks of `npm test` that need no build, run side by side (the type check and lint take one
 * core each, the unit tests what is left): each one's output is printed whole when it ends, with
 * its time, and the run fails if any of them failed.
 */
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

const CHECKS: [name: string, script: string][] = [
  ['type check', 'typecheck'],
  ['lint', 'lint'],
  ['unit tests', 'test:unit'],
]

function run([name, script]: [string, string]): Promise<boolean> {
  const started = performance.now()
  const child = spawn('npm', ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } })
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((done) =>
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n${code === 0 ? '✓' : '✘'} ${name} (npm run ${script}): ${seconds} s\n${Buffer.concat(output).toString()}`)
      done(code === 0)
    }),
  )
}

const passed = await Promise.all(CHECKS.map(run))
process.exit(passed.every(Boolean) ? 0 : 1)
