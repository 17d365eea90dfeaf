import * as z from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'
import { apiRequest } from '@/shared/api/client'
import type { Contacts } from '@/shared/api/common-schemas'
import type { CsvColumn } from '@/shared/bulk/csv'
import { exportRun } from '@/shared/bulk/csv-export'
import { exportText } from '@/shared/i18n/bulk'
import type { EntryListSearch } from '@/shared/lib/search-params'
import type { EntryKind } from './entry-api'
import { entryListSearchParams } from './entry-list-calls'

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

/**
 * The export of an entry list for its filters, to `<kind>-YYYY-MM-DD.csv`: pages of the list's own query (spec
 * section 7: search, deep search, status, newest first) whose entries, whole in the answer, the entry's full schema
 * reads.
 */
export function entryListExport<S extends $ZodType>(kind: EntryKind, entrySchema: S, columns: readonly CsvColumn<output<S>>[]) {
  const pageSchema = z.object({ [kind]: z.array(entrySchema), total: z.number() })
  return (search: EntryListSearch) =>
    exportRun(columns, async (page, size, signal) => {
      const answer = await apiRequest(pageSchema, `/${kind}`, {
        searchParams: entryListSearchParams({ ...search, page, per_page: size }, false),
        signal,
      })
      // The key is the kind's, so the answer's type cannot tell the entries from the total.
      return { items: answer[kind] as output<S>[], total: answer.total as number }
    })
}
