import type { $ZodType, output } from 'zod/v4/core'
import { apiRequest } from '@/shared/api/client'
import type { Contacts } from '@/shared/api/common-schemas'
import { entryListSearchParams } from '@/shared/entries/entry-list-calls'
import { exportText } from '@/shared/i18n/bulk'
import type { EntryListSearch } from '@/shared/lib/search-params'
import { LIMITS } from '@/shared/limits'
import type { CsvColumn } from './csv'
import { exportCsv, type ExportPage } from './csv-export'
import type { ExportRun } from './export-button'

const c = exportText.columns

/** The seven contact channels of an organization or an event as columns (phone first). */
export function contactColumns<T>(contacts: (item: T) => Contacts): CsvColumn<T>[] {
  return [
    { header: c.phone, value: (item) => contacts(item).phone_number },
    { header: c.instagram, value: (item) => contacts(item).instagram },
    { header: c.telegram, value: (item) => contacts(item).telegram },
    { header: c.whatsapp, value: (item) => contacts(item).whatsapp },
    { header: c.viber, value: (item) => contacts(item).viber },
    { header: c.facebook, value: (item) => contacts(item).facebook },
    { header: c.website, value: (item) => contacts(item).website },
  ]
}

/** A list's export run: its columns over its pages at LIMITS.exportPageSize per call. */
export function exportRun<T>(
  columns: readonly CsvColumn<T>[],
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage<T>>,
): ExportRun {
  return (signal, onProgress) => exportCsv({ columns, fetchPage, pageSize: LIMITS.exportPageSize, signal, onProgress })
}

/**
 * The export of an entry list (organizations, events) for its filters: pages of the
 * list's own query (spec section 7: search, deep search, status, newest first) read with the
 * entry's full schema (`schema`), as `read` takes them out of the answer.
 */
export function entryListExport<S extends $ZodType, T>(
  columns: readonly CsvColumn<T>[],
  path: string,
  schema: S,
  read: (answer: output<S>) => ExportPage<T>,
) {
  return (search: EntryListSearch): ExportRun =>
    exportRun(columns, async (page, size, signal) =>
      read(
        await apiRequest(schema, path, {
          searchParams: entryListSearchParams({ ...search, page, per_page: size }, false),
          signal,
        }),
      ),
    )
}
