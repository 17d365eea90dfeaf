import { LIMITS } from '@/shared/limits'
import { CSV_BOM, csvHeader, csvRows, type CsvColumn } from './csv'

/** One page of a list as the export reads it. */
export type ExportPage<T> = { items: readonly T[]; total: number }

export type ExportInput<T> = {
  columns: readonly CsvColumn<T>[]
  /** Loads page `page` (1-based) of `pageSize` entries of what the filters select. */
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage<T>>
  pageSize: number
  signal: AbortSignal
  /** After each page: entries written so far and the list's total. */
  onProgress?: (written: number, total: number) => void
}

/** A page failed twice: nothing is saved, the page and its error are reported. */
export class ExportPageError extends Error {
  readonly page: number
  constructor(page: number, cause: unknown) {
    super(`page ${page}`, { cause })
    this.name = 'ExportPageError'
    this.page = page
  }
}

export type ExportResult = { blob: Blob; count: number }

/** A list's export for its current filters: pages through the list and resolves with the file. */
export type ExportRun = (signal: AbortSignal, onProgress: (written: number, total: number) => void) => Promise<ExportResult>

/**
 * Pages through a list at `pageSize` per call and builds a CSV file (BOM, header, rows): each page
 * becomes a Blob part as it arrives, so the JS heap holds one page at a time, never the whole text.
 * A failed page is asked for once more; a second failure rejects with ExportPageError. An abort
 * rejects with the signal's reason. Either way no file results: a partial file is never returned.
 */
export async function exportCsv<T>({ columns, fetchPage, pageSize, signal, onProgress }: ExportInput<T>): Promise<ExportResult> {
  const parts: BlobPart[] = [CSV_BOM + csvHeader(columns)]
  let written = 0
  let total = Infinity
  for (let page = 1; (page - 1) * pageSize < total; page++) {
    signal.throwIfAborted()
    const answer = await fetchTwice(() => fetchPage(page, pageSize, signal), page, signal)
    total = answer.total
    if (answer.items.length === 0) break
    parts.push(new Blob([csvRows(columns, answer.items)]))
    written += answer.items.length
    onProgress?.(written, total)
  }
  signal.throwIfAborted()
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), count: written }
}

/** A list's export run: its columns over its pages at LIMITS.exportPageSize per call. */
export function exportRun<T>(
  columns: readonly CsvColumn<T>[],
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage<T>>,
): ExportRun {
  return (signal, onProgress) => exportCsv({ columns, fetchPage, pageSize: LIMITS.exportPageSize, signal, onProgress })
}

async function fetchTwice<P>(load: () => Promise<P>, page: number, signal: AbortSignal): Promise<P> {
  try {
    return await load()
  } catch (first) {
    signal.throwIfAborted()
    try {
      return await load()
    } catch (second) {
      signal.throwIfAborted()
      throw new ExportPageError(page, second ?? first)
    }
  }
}

/** `organizations-2026-11-24.csv`: what the file is and the day it was made (local time). */
export function exportFileName(what: string, now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${what}-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`
}
