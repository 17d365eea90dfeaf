import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { MOCK_MARKERS } from '../build/security-plugins.ts'
import type { SEEDED_ACCOUNTS } from '../mocks/seed'
import { DIST, gzipSize, listFiles, loginToken, storeSession } from './lib'

export type PageLoad = { page: string; jsGzip: number; cssGzip: number; files: number }

/** The JS and CSS a browser loads for one URL, gzip-sized from the build, until the network is idle. */
export async function measurePageLoad(
  browser: Browser,
  origin: string,
  path: string,
  account: keyof typeof SEEDED_ACCOUNTS | null,
): Promise<PageLoad> {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (account) await storeSession(page, await loginToken(origin, account))
  const assets = new Set<string>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) assets.add(pathname)
  })
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
  await context.close()
  const sizeOf = (extension: string) =>
    [...assets].filter((asset) => asset.endsWith(extension)).reduce((sum, asset) => sum + gzipSize(join(DIST, asset)), 0)
  return { page: path, jsGzip: sizeOf('.js'), cssGzip: sizeOf('.css'), files: assets.size }
}

export type LazyLoad = { what: string; jsGzip: number; files: number }

/**
 * The JS a screen loads only once `act` has run on it (a lazy chunk and what it pulls): the files first
 * requested by `act`, after the screen's own load and `prepare`, gzip-sized from the build.
 */
export async function measureLazyLoad(
  browser: Browser,
  origin: string,
  path: string,
  account: keyof typeof SEEDED_ACCOUNTS,
  what: string,
  { prepare, act }: { prepare: (page: Page) => Promise<void>; act: (page: Page) => Promise<void> },
): Promise<LazyLoad> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await storeSession(page, await loginToken(origin, account))
  const before = new Set<string>()
  const after = new Set<string>()
  let acting = false
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return
    if (!acting) before.add(pathname)
    else if (!before.has(pathname)) after.add(pathname)
  })
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
  await prepare(page)
  await page.waitForLoadState('networkidle')
  acting = true
  await act(page)
  await page.waitForLoadState('networkidle')
  await context.close()
  let jsGzip = 0
  for (const asset of after) jsGzip += gzipSize(join(DIST, asset))
  return { what, jsGzip, files: after.size }
}

export function totalBuild() {
  const files = listFiles(join(DIST, 'assets'))
  const js = files.filter((f) => f.endsWith('.js'))
  const css = files.filter((f) => f.endsWith('.css'))
  const sum = (list: string[]) => list.reduce((total, f) => total + gzipSize(f), 0)
  return { jsGzip: sum(js), cssGzip: sum(css), files: files.length }
}

/** Mock code must never land in the production bundle. */
export function mockCodeInBuild(): string[] {
  // msw, the mock's token secret, its control API and the mock panel (mocks/panel): what the build itself refuses too.
  return listFiles(DIST)
    .filter((f) => f.endsWith('.js') || f.endsWith('.html'))
    .filter((f) => MOCK_MARKERS.some((marker) => readFileSync(f, 'utf8').includes(marker)))
}

/**
 * The JS of the floor's stack page (bench/floor/stack.tsx): the libraries of the event edit screen
 * with none of the console's code, gzip-sized file by file as a screen's files are.
 */
export function stackFloorJs(floorDir = '.bench/floor'): number {
  const html = readFileSync(join(floorDir, 'stack.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/__floor\/([^"]+\.js)"/g)].map((match) => match[1]!)
  return files.reduce((sum, file) => sum + gzipSize(join(floorDir, file)), 0)
}
