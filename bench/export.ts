import { readFile } from 'node:fs/promises'
import type { Browser, CDPSession, Page } from '@playwright/test'
import { exportText } from '../src/shared/i18n/bulk'
import { median } from './lib'

/** The growth is reported per this many entries (a quarter of the 10 000). */
export const EXPORT_HEAP_STEP = 2_500
/**
 * When the heap is sampled after collections: as the written entries pass the first page, 25, 50
 * and 75 %, and 95 % (the page before the last: the last page's answer ends the export).
 */
const SAMPLE_AT = [1, 2_500, 5_000, 7_500, 9_500]

/** The page's JS heap after two collections, when the export had written `written` entries. */
export type ExportHeapSample = { written: number; heapBytes: number }

export type ExportRunResult = {
  /** From the press of 'Экспорт в CSV' to the browser's download of the file (ms; the collections of the samples included). */
  durationMs: number
  /** JS heap used before the press, after two collections (bytes). */
  heapBeforeBytes: number
  /** The most JS heap used while the export ran, garbage included, sampled every 20 ms (bytes). */
  heapPeakBytes: number
  /** The heap after collections as the written entries passed each EXPORT_HEAP_STEP while the export ran (the first as the first page was written). */
  heapSamples: ExportHeapSample[]
  /** What the heap after collections grows by per EXPORT_HEAP_STEP entries while the export runs (bytes; growthPer of heapSamples). */
  growthPerStepBytes: number
  /** The heap after collections once the file is saved (the dialog shows the outcome). */
  heapAfterBytes: number
  /** Lines of the file (the header and one per entry). */
  lines: number
  fileBytes: number
}

/** The heap after two collections (what the page holds, not what is waiting to be collected). */
async function retainedHeap(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

/** Entries written so far, read from the dialog's progress line ('2 500 из 10 000'); null before the first page. */
async function writtenSoFar(page: Page): Promise<number | null> {
  const text = await page.evaluate(() => document.querySelector('[data-testid="export-progress"]')?.textContent ?? '')
  const [done, total] = text.split(' из ')
  if (total === undefined) return null
  return Number(done!.replace(/\D/g, ''))
}

/**
 * The heap's growth per `step` entries: the median of the slopes between every two samples
 * (Theil-Sen), so that one sample taken while a page's answer was being read (one page more, not
 * growth) does not tilt it.
 */
export function growthPer(samples: ExportHeapSample[], step: number): number {
  const slopes: number[] = []
  for (let i = 0; i < samples.length; i++)
    for (let j = i + 1; j < samples.length; j++) {
      const a = samples[i]!
      const b = samples[j]!
      if (b.written !== a.written) slopes.push(((b.heapBytes - a.heapBytes) / (b.written - a.written)) * step)
    }
  return slopes.length ? median(slopes) : 0
}

/**
 * The CSV export of the organizations list on the large mock (10 000 organizations):
 * how long from the press to the saved file, and the page's heap while it runs: its peak (garbage
 * included), and what it holds after collections as the export passes 0, 25, 50, 75 and 100 % —
 * each page of 500 becomes a Blob part as it arrives, so that should stay flat.
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
    const heapBeforeBytes = await retainedHeap(cdp)
    let heapPeakBytes = heapBeforeBytes
    const heapSamples: ExportHeapSample[] = []
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        heapPeakBytes = Math.max(heapPeakBytes, (await cdp.send('Runtime.getHeapUsage')).usedSize)
        const written = await writtenSoFar(page).catch(() => null)
        const next = SAMPLE_AT[heapSamples.length]
        if (written !== null && next !== undefined && written >= next) {
          const heapBytes = await retainedHeap(cdp)
          heapSamples.push({ written, heapBytes })
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const started = performance.now()
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()])
    const durationMs = performance.now() - started
    sampling = false
    await sampler
    const heapAfterBytes = await retainedHeap(cdp)
    const path = await download.path()
    const text = await readFile(path, 'utf8')
    results.push({
      durationMs,
      heapBeforeBytes,
      heapPeakBytes,
      heapSamples,
      growthPerStepBytes: growthPer(heapSamples, EXPORT_HEAP_STEP),
      heapAfterBytes,
      lines: text.split('\r\n').length - 1,
      fileBytes: Buffer.byteLength(text),
    })
    await context.close()
  }
  const med = (key: 'durationMs' | 'heapBeforeBytes' | 'heapPeakBytes' | 'growthPerStepBytes' | 'heapAfterBytes' | 'lines' | 'fileBytes') =>
    median(results.map((result) => result[key]))
  return {
    durationMs: med('durationMs'),
    heapBeforeBytes: med('heapBeforeBytes'),
    heapPeakBytes: med('heapPeakBytes'),
    growthPerStepBytes: med('growthPerStepBytes'),
    heapAfterBytes: med('heapAfterBytes'),
    /** The first run's samples after collections (entries written, bytes), for the table. */
    heapSamples: results[0]?.heapSamples ?? [],
    lines: med('lines'),
    fileBytes: med('fileBytes'),
    runs: results,
  }
}
