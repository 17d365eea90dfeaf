import * as z from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'
import { apiRequest } from '@/shared/api/client'
import type { Contacts, Country, EntryOwner } from '@/shared/api/common-schemas'
import type { CsvColumn } from '@/shared/bulk/csv'
import { exportRun } from '@/shared/bulk/csv-export'
import { exportText } from '@/shared/i18n/bulk'
import { formatDay } from '@/shared/lib/format-date'
import type { EntryListSearch } from '@/shared/lib/search-params'
import type { EntryKind } from './entry-api'
import { entryListSearchParams } from './entry-list-calls'

const c = exportText.columns

/** The seven contact channels of an organization or an event as columns (phone first). */
function contactColumns<T>(contacts: (item: T) => Contacts): CsvColumn<T>[] {
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

/** What both kinds of entry have for their columns. */
type ExportedEntry = {
  _id: string
  name: string
  specialization: string
  country: Pick<Country, 'name'>
  city: { name: string } | null
  address: string
  user: Pick<EntryOwner, '_id' | 'email'>
  is_active: boolean
  createdAt: string
  contacts: Contacts
}

/**
 * The columns of an organization's or an event's export: id and name, then the kind's own columns, then what both
 * have — specialization, place, owner, state (in the kind's words), creation date and the contacts.
 */
export function entryColumns<T extends ExportedEntry>(
  own: readonly CsvColumn<T>[],
  status: { active: string; banned: string },
): CsvColumn<T>[] {
  return [
    { header: c.id, value: (entry) => entry._id },
    { header: c.name, value: (entry) => entry.name },
    ...own,
    { header: c.specialization, value: (entry) => entry.specialization },
    { header: c.country, value: (entry) => entry.country.name },
    { header: c.city, value: (entry) => entry.city?.name },
    { header: c.address, value: (entry) => entry.address },
    { header: c.ownerId, value: (entry) => entry.user._id },
    { header: c.ownerEmail, value: (entry) => entry.user.email },
    { header: c.status, value: (entry) => (entry.is_active ? status.active : status.banned) },
    { header: c.createdAt, value: (entry) => formatDay(entry.createdAt) },
    ...contactColumns<T>((entry) => entry.contacts),
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
