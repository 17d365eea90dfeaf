import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { can } from '@/shared/auth/permissions'
import type { Profile } from '@/shared/auth/schemas'
import type { BulkSpec } from '@/shared/bulk/bulk-spec'
import type { ExportRun } from '@/shared/bulk/csv-export'
import type { EntryKind } from '@/shared/entries/entry-api'
import type { EntryListData } from '@/shared/entries/entry-list-calls'
import type { EntryListSearch } from '@/shared/lib/search-params'
import type { EntryCardSpec, EntryListItem } from './entry-card'
import type { EntryRowActionInput } from './entry-row-actions'

/** A row action in progress: which, on which entry. */
export type EntryDialog<T, A extends string> = { action: A; item: T }

/** The feature's dialogs of the row actions; `opened` turns false as the dialog closes (DialogSlot keeps it mounted). */
export type EntryDialogsProps<T, A extends string> = { dialog: EntryDialog<T, A>; opened: boolean; onClose: () => void }

export type EntryListTexts = {
  title: string
  add: string
  deepSearch: string
  deepSearchHint: string
  listLabel: string
}

/** What a feature writes of its list screen; the rest comes from its kind. Module constants, so that the cards compare them by identity. */
type EntryListInput<T extends EntryListItem, A extends string, K extends QueryKey> = {
  /** The kind's names: its routes, its rights, its test ids and the export file's name come from them. */
  api: { kind: EntryKind; one: string }
  texts: EntryListTexts
  /** The list's query options of the feature's factory (the route's loader warmed the same). */
  listQuery: (search: EntryListSearch) => FetchQueryOptions<EntryListData<T>, Error, EntryListData<T>, K>
  spec: EntryCardSpec<T, A>
  Dialogs: ComponentType<EntryDialogsProps<T, A>>
  /** Ban, unban or delete of one entry with its cache updates (the feature's mutations.ts): what a bulk action runs per entry. */
  runRowAction: (client: QueryClient, input: EntryRowActionInput) => Promise<unknown>
  /** The CSV export of what the filters select (the feature's export.ts). */
  exportRun: (search: EntryListSearch) => ExportRun
  /** The expected height of a card, px, for the cards the browser skips off screen. */
  cardHeight?: number
}

/** What the shared list screen draws for one kind of entry. */
export type EntryListDefinition<T extends EntryListItem, A extends string, K extends QueryKey> = Omit<
  EntryListInput<T, A, K>,
  'api' | 'runRowAction' | 'exportRun'
> & {
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
  api: { kind, one },
  runRowAction,
  exportRun,
  ...written
}: EntryListInput<T, A, K>): EntryListDefinition<T, A, K> {
  return {
    ...written,
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
        run: (client, action, item) => runRowAction(client, { action, id: item._id }),
      },
    },
    exportCsv: { what: kind, run: exportRun },
  }
}
