/**
 * `npx tsx bench/files.ts /events/create [/articles …]` (after `BUILD_MANIFEST=1 npm run build`): the
 * JS files one screen loads with their gzip sizes, largest first, named from the build manifest, and
 * how many of the other listed screens share each one. It explains a number of `npm run bench`; it
 * sets no budget.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { manifestPath } from '../build/security-plugins.ts'
import { DIST, gzipSize, kb, launchBrowser, loginToken, startMockServer, storeSession } from './lib'

const PORT = Number(process.env.BENCH_PORT ?? 4391)
const paths = process.argv.slice(2)
const account = (process.env.BENCH_ACCOUNT ?? 'admin') as 'admin' | 'root'

const server = await startMockServer(PORT)
const browser = await launchBrowser()
const loads = new Map<string, Set<string>>()
try {
  for (const path of paths) {
    const context = await browser.newContext()
    const page = await context.newPage()
    if (path !== '/login') await storeSession(page, await loginToken(server.origin, account))
    const assets = new Set<string>()
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) assets.add(pathname)
    })
    await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
    await context.close()
    loads.set(path, assets)
  }
} finally {
  await browser.close()
  server.stop()
}

/** Chunk names by file, from the manifest when the build wrote one (chunk files are bare hashes). */
const manifestFile = manifestPath(DIST)
const names = new Map<string, string>()
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; name?: string; src?: string }>
  for (const [key, chunk] of Object.entries(manifest)) names.set(`/${chunk.file}`, chunk.src ?? chunk.name ?? key)
}

for (const [path, assets] of loads) {
  const rows = [...assets].map((asset) => ({ asset, gzip: gzipSize(join(DIST, asset)) })).sort((a, b) => b.gzip - a.gzip)
  console.log(`\n${path}: ${kb(rows.reduce((sum, row) => sum + row.gzip, 0))} KB gzip in ${rows.length} files`)
  for (const { asset, gzip } of rows) {
    const sharedWith = [...loads].filter(([other, set]) => other !== path && set.has(asset)).length
    console.log(`${String(kb(gzip)).padStart(7)}  ${names.get(asset) ?? asset}${sharedWith ? `  (+${sharedWith} other)` : ''}`)
  }
}
