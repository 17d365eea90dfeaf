import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { exportText } from '../src/shared/i18n/bulk'
import { median } from './lib'

export type ExportRunResult = {
  /** From the press of 'Экспорт в CSV' to the browser's download of the file (ms). */
  durationMs: number
  /** JS heap used before the press, after two collections (bytes). */
  heapBeforeBytes: number
  /** The most JS heap used while the export ran, sampled every 50 ms (bytes). */
  heapPeakBytes: number
  /** Lines of the file (the header and one per entry). */
  lines: number
  fileBytes: number
}

/**
 * The CSV export of the organizations list (issue 21) on the large mock (10 000 organizations):
 * how long from the press to the saved file, and the page's heap while it runs (each page of 500
 * becomes a Blob part as it arrives, so the heap should stay about flat).
 */
export async function measureExport(browser: Browser, origin: string, prepare: (page: Page) => Promise<void>, runs: number) {
  const results: ExportRunResult[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ acceptDownloads: true })
    const page = await context.newPage()
    await prepare(page)
    await page.goto(`${origin}/organizations/view`)
    const button = page.getByRole('button', { name: exportText.button })
    await button.waitFor({ timeout: 30_000 })
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heapBeforeBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize
    let heapPeakBytes = heapBeforeBytes
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        heapPeakBytes = Math.max(heapPeakBytes, (await cdp.send('Runtime.getHeapUsage')).usedSize)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const started = performance.now()
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()])
    const durationMs = performance.now() - started
    sampling = false
    await sampler
    const path = await download.path()
    const text = await readFile(path, 'utf8')
    results.push({ durationMs, heapBeforeBytes, heapPeakBytes, lines: text.split('\r\n').length - 1, fileBytes: Buffer.byteLength(text) })
    await context.close()
  }
  const med = (key: keyof ExportRunResult) => median(results.map((result) => result[key]))
  return {
    durationMs: med('durationMs'),
    heapBeforeBytes: med('heapBeforeBytes'),
    heapPeakBytes: med('heapPeakBytes'),
    lines: med('lines'),
    fileBytes: med('fileBytes'),
    runs: results,
  }
}
