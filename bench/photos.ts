import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { phoneJpeg } from '../e2e/photo-files'
import type { CallRecord } from '../mocks/store'
import { photoGridText } from '../src/shared/i18n/ru'
import { ru } from '../src/shared/i18n/ru'
import { LIMITS } from '../src/shared/limits'
import { loginToken, storeSession } from './lib'

/**
 * `BENCH_ONLY=photos`: fifteen 12-megapixel phone photos (4032 × 3024 JPEGs, a third of them marked
 * sideways, each with EXIF and a GPS tag) chosen at once on /template-photos, prepared in the console's workers and
 * sent to the mock in one upload. It reports the bytes sent against the originals, the time from the choice until all
 * are prepared (the upload's request starts once the last one is) and until the server's answer, and the longest
 * main-thread task while they are prepared (a PerformanceObserver of long tasks in the page, which reports those over
 * 50 ms; none means every task stayed under that).
 */
export type PhotosResult = {
  photos: number
  originalBytes: number
  sentBytes: number
  sentShare: number
  readyMs: number
  answeredMs: number
  longestTaskMs: number
  longTasks: number
  /** Each long task while preparing: when it started after the choice, and how long it took (ms). */
  tasks: { atMs: number; ms: number }[]
}

const FOLDER = join('.bench', 'photos-2')

/** The fifteen photos, made once in a page of their own (their making is not measured) and kept in .bench/photos. */
async function phonePhotos(browser: Browser, origin: string): Promise<string[]> {
  mkdirSync(FOLDER, { recursive: true })
  const paths = Array.from({ length: LIMITS.photosMax }, (_, index) => join(FOLDER, `phone-${index + 1}.jpg`))
  if (paths.every((path) => statSync(path, { throwIfNoEntry: false })?.size)) return paths
  const page = await browser.newPage()
  await page.goto(`${origin}/login`)
  for (const [index, path] of paths.entries()) {
    const photo = await phoneJpeg(page, {
      name: `phone-${index + 1}.jpg`,
      width: 4032,
      height: 3024,
      orientation: index % 3 === 0 ? 6 : 1,
      seed: index + 1,
    })
    writeFileSync(path, photo.buffer)
  }
  await page.close()
  return paths
}

export async function measurePhotos(browser: Browser, origin: string): Promise<PhotosResult> {
  const paths = await phonePhotos(browser, origin)
  const originalBytes = paths.reduce((sum, path) => sum + statSync(path).size, 0)
  const context = await browser.newContext()
  const page = await context.newPage()
  await storeSession(page, await loginToken(origin, 'admin'))
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = []
    ;(window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
  await page.goto(`${origin}/template-photos`)
  const addButton = page.getByRole('button', { name: photoGridText.add })
  await addButton.waitFor({ timeout: 15_000 })
  // The page has settled: what comes after the choice is what is measured.
  await page.waitForLoadState('networkidle')
  const uploadPath = '/api/admins/template-photos'
  const request = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === uploadPath, {
    timeout: 180_000,
  })
  const response = page.waitForResponse((answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === uploadPath, {
    timeout: 240_000,
  })
  // PHOTOS_TRACE=<file> records a Chrome trace of the measured window (the main thread's tasks and what filled them).
  const trace = process.env.PHOTOS_TRACE
  if (trace) await browser.startTracing(page, { path: trace })
  const chosenAt = await page.evaluate(() => performance.now())
  await page.locator('input[type="file"]').setInputFiles(paths)
  await request
  const readyAt = await page.evaluate(() => performance.now())
  await response
  const answeredAt = await page.evaluate(() => performance.now())
  if (trace) await browser.stopTracing()
  await page.getByRole('dialog', { name: ru.common.success }).waitFor({ timeout: 30_000 })
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks)
  const preparing = tasks.filter((task) => task.start >= chosenAt && task.start <= readyAt)
  const calls = ((await (await fetch(`${origin}/__mock/calls`)).json()) as { calls: CallRecord[] }).calls
  const upload = calls.find((call) => call.method === 'POST' && call.path.startsWith(uploadPath))
  const sentBytes =
    upload?.request?.kind === 'form'
      ? upload.request.fields.reduce((sum, field) => sum + ('file' in field && field.file ? field.file.size : 0), 0)
      : 0
  await context.close()
  return {
    photos: paths.length,
    originalBytes,
    sentBytes,
    sentShare: sentBytes / originalBytes,
    readyMs: Math.round(readyAt - chosenAt),
    answeredMs: Math.round(answeredAt - chosenAt),
    longestTaskMs: Math.round(Math.max(0, ...preparing.map((task) => task.duration))),
    longTasks: preparing.length,
    tasks: preparing.map((task) => ({ atMs: Math.round(task.start - chosenAt), ms: Math.round(task.duration) })),
  }
}
