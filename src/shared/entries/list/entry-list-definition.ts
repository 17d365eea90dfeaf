import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { can } from '@/shared/auth/permissions'
import type { Profile } from '@/shared/auth/schemas'
import type { BulkSpec } from '@/shared/bulk/bulk-spec'
import type { ExportRun } from '@/shared/bulk/csv-export'
import type { EntryKind } from '@/shared/entries/entry-api'
import type { EntryListData } from '@/shared/entries/entry-list-calls'
import { ru } from '@/shared/i18n/ru'
import type { EntryListSearch } from '@/shared/lib/search-params'
import type { EntryCardSpec, EntryListItem } from './entry-card'
import { runEntryRowAction, type EntryRowResource } from './entry-row-actions'

/** A row action in progress: which, on which entry. */
export type EntryDialog<T, A extends string> = { action: A; item: T }

/** The feature's dialogs of the row actions; `opened` turns false as the dialog closes (DialogSlot keeps it mounted). */
export type EntryDialogsProps<T, A extends string> = { dialog: EntryDialog<T, A>; opened: boolean; onClose: () => void }

/** What a kind's texts give its list (the page's title is the nav's name of the kind's list, `ru.pages`). */
export type EntryListTexts = {
  add: string
  deepSearchHint: string
  listLabel: string
}

/** What a feature writes of its list screen; the rest comes from its kind. Module constants, so that the cards compare them by identity. */
type EntryListInput<T extends EntryListItem, A extends string, K extends QueryKey> = {
  /**
   * The kind's calls: its names give its routes, its rights, its test ids and the export file's name; its ban, unban
   * and delete are what a bulk action runs per entry (runEntryRowAction).
   */
  api: EntryRowResource['api'] & { kind: EntryKind; one: string }
  /** The kind's query keys; `list` gives the list's query options (the route's loader warmed the same). */
  queries: EntryRowResource['queries'] & {
    list: (search: EntryListSearch) => FetchQueryOptions<EntryListData<T>, Error, EntryListData<T>, K>
  }
  texts: EntryListTexts
  spec: EntryCardSpec<T, A>
  Dialogs: ComponentType<EntryDialogsProps<T, A>>
  /** The CSV export of what the filters select (the feature's export.ts). */
  exportRun: (search: EntryListSearch) => ExportRun
  /** The expected height of a card, px, for the cards the browser skips off screen. */
  cardHeight?: number
}

/** What the shared list screen draws for one kind of entry. */
export type EntryListDefinition<T extends EntryListItem, A extends string, K extends QueryKey> = Omit<
  EntryListInput<T, A, K>,
  'api' | 'queries' | 'exportRun'
> & {
  /** The page's title, as the nav names the list. */
  title: string
  /** The list's query options of the kind. */
  listQuery: EntryListInput<T, A, K>['queries']['list']
  /** The add button's route, shown only to an admin who may create (spec section 6). */
  addTo: `/${EntryKind}/create`
  mayAdd: (profile: Profile | null) => boolean
  testIds: { list: string; card: string }
  /** Bulk actions: whether this admin may act on entries in bulk, and what each action runs. */
  bulk: { selectable: (profile: Profile | null) => boolean; spec: BulkSpec<T> }
  /** CSV export: the file's name and its run for the current filters. */
  exportCsv: { what: string; run: (search: EntryListSearch) => ExportRun }
}

/** A feature's list screen: what it writes, and what its kind gives (routes, rights by can(), test ids, bulk, export). */
export function defineEntryList<T extends EntryListItem, A extends string, K extends QueryKey>({
  api,
  queries,
  exportRun,
  ...written
}: EntryListInput<T, A, K>): EntryListDefinition<T, A, K> {
  const { kind, one } = api
  return {
    ...written,
    title: ru.pages[`${kind}View`],
    listQuery: queries.list,
    addTo: `/${kind}/create`,
    mayAdd: (profile) => can(profile, `${kind}:create`),
    testIds: { list: `${kind}-list`, card: `${one}-card` },
    bulk: {
      // A box per card only for an admin who may ban or fully delete entries of the kind (spec section 6).
      selectable: (profile) => can(profile, `${kind}:ban`) || can(profile, `${kind}:delete`),
      spec: {
        kind,
        name: (item) => item.name,
        allowed: (action, item, profile) => can(profile, action === 'delete' ? `${kind}:delete` : `${kind}:ban`, item),
        run: (client, action, item) => runEntryRowAction(client, { api, queries }, { action, id: item._id }),
      },
    },
    exportCsv: { what: kind, run: exportRun },
  }
}
