import { Checkbox, Group, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query'
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import type { StaticRoutePath } from '@/shared/auth/nav'
import type { Profile } from '@/shared/auth/schemas'
import { useSession } from '@/shared/auth/session'
import type { BulkLayerProps } from '@/shared/bulk/bulk-layer'
import { ExportButton, type ExportRun } from '@/shared/bulk/export-button'
import { selectedIdsOf, toggleFocusedCard, useSelection } from '@/shared/bulk/selection'
import type { EntryListData, EntryTotals } from '@/shared/entries/entry-list-calls'
import { bulkText } from '@/shared/i18n/bulk'
import { listText } from '@/shared/i18n/lists'
import { entryMenuText } from '@/shared/i18n/ru'
import { afterNextPaint } from '@/shared/lib/after-paint'
import { startListLoad } from '@/shared/lib/list-route'
import { pageCount } from '@/shared/lib/pagination'
import { entryListSearchSchema, type EntryListSearch } from '@/shared/lib/search-params'
import { useNearChunks } from '@/shared/lib/use-near-chunks'
import { type StatusFilter as StatusFilterValue } from '@/shared/limits'
import { ActionLink } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { PageFrame } from '@/shared/ui/page-frame'
import { PageSizeSelect } from '@/shared/ui/page-size-select'
import { PaginationBar } from '@/shared/ui/pagination-bar'
import { QueryState } from '@/shared/ui/query-state'
import { SearchInput } from '@/shared/ui/search-input'
import { StatusFilter } from '@/shared/ui/status-filter'
import {
  entryCardParts,
  loadRowMenu,
  MENU_FOR_ATTRIBUTE,
  renderEntryCard,
  type EntryCardParts,
  type EntryCardSpec,
  type EntryListItem,
} from './entry-card'
import classes from './entry-list.module.css'

/**
 * Covers are `<img>` elements only for cards near the viewport, in chunks, once the page is
 * painted: 500 image elements at once cost a page change about as much as the rest of the cards.
 * A chunk of 24 fills whole rows in 2, 3, 4 or 6 columns; even in one column (about 3 100 px) it
 * is shorter than a viewport and its two margins.
 */
const COVER_CHUNK = 24
const COVER_MARGIN = '1200px 0px'

/**
 * Selection boxes are drawn for the first chunks at once and for the others when they come near
 * the viewport, as the covers are: every input costs React a value tracker and listeners of its
 * own. Two chunks (48 cards) fill the first screen at any width.
 */
const EAGER_BOX_CHUNKS = 2

/** A row action in progress: which, on which entry. */
export type EntryDialog<T, A extends string> = { action: A; item: T }

/** The feature's modals of the row actions. */
export type EntryDialogsProps<T, A extends string> = { dialog: EntryDialog<T, A>; opened: boolean; onClose: () => void }

type CardChunkProps<T extends EntryListItem, A extends string> = {
  items: readonly T[]
  /** The position of the chunk's first card on the page. */
  start: number
  parts: EntryCardParts
  spec: EntryCardSpec<T, A>
  profile: Profile | null
  testId: string
  /** Ids of this chunk's cards whose row menu has been opened, space-separated (a string, so that the memo compares by value). */
  openedMenus: string
  showCovers: boolean
  onAction: (action: A, item: T) => void
  /** The admin may select entries and this chunk's boxes are shown (the first chunks, then those near the viewport). */
  selectable: boolean
  /** Ids of this chunk's selected cards, space-separated (compared by value). */
  selectedIds: string
  onSelect: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A run of cards that renders again only when its items, its covers, the profile or one of its menus changes. */
const CardChunk = memo(function CardChunk<T extends EntryListItem, A extends string>({
  items,
  start,
  parts,
  spec,
  profile,
  testId,
  openedMenus,
  showCovers,
  onAction,
  selectable,
  selectedIds,
  onSelect,
}: CardChunkProps<T, A>) {
  return items.map((item, index) =>
    renderEntryCard({
      position: start + index,
      parts,
      item,
      spec,
      profile,
      testId,
      menuMounted: openedMenus.includes(item._id),
      showCover: showCovers,
      onAction,
      selectable,
      selected: selectable && selectedIds.includes(item._id),
      onSelect,
    }),
  )
}) as unknown as <T extends EntryListItem, A extends string>(props: CardChunkProps<T, A>) => ReactNode

type EntryListFiltersProps = {
  texts: EntryListTexts
  q: string
  deepSearch: boolean
  status: StatusFilterValue
  perPage: number
  totals: EntryTotals | null
  onSearchChange: (patch: Partial<EntryListSearch>) => void
}

/**
 * Search, deep search, status and page size in a row: rendered again when one of them or the totals change, not
 * with a page of the list or a search's answer.
 */
const EntryListFilters = memo(function EntryListFilters({
  texts,
  q,
  deepSearch,
  status,
  perPage,
  totals,
  onSearchChange,
}: EntryListFiltersProps) {
  const onQ = useCallback((next: string) => onSearchChange({ q: next, page: 1 }), [onSearchChange])
  const onDeepSearch = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onSearchChange({ deep_search: event.currentTarget.checked, page: 1 }),
    [onSearchChange],
  )
  const onStatus = useCallback((next: StatusFilterValue) => onSearchChange({ status: next, page: 1 }), [onSearchChange])
  const onPerPage = useCallback((next: number) => onSearchChange({ per_page: next, page: 1 }), [onSearchChange])
  return (
    <div className={classes.filters}>
      <SearchInput value={q} onChange={onQ} />
      <ListCheckbox
        label={texts.deepSearch}
        description={texts.deepSearchHint}
        checked={deepSearch}
        onChange={onDeepSearch}
        style={DEEP_SEARCH_STYLE}
      />
      <StatusFilter value={status} totals={totals} onChange={onStatus} />
      <PageSizeSelect value={perPage} onChange={onPerPage} />
    </div>
  )
})

type BoxProps = {
  label: string
  description?: string
  checked: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  style?: CSSProperties
}

/** Mantine's Checkbox (the deep search, 'select all on the page'), rendered again only when its own props change. */
const ListCheckbox = memo(function ListCheckbox(props: BoxProps) {
  return <Checkbox {...props} />
})

/** The deep search's box beside the search field. */
const DEEP_SEARCH_STYLE: CSSProperties = { maxWidth: 300, alignSelf: 'center' }

export type EntryListTexts = {
  title: string
  add: string
  deepSearch: string
  deepSearchHint: string
  listLabel: string
}

/** What a feature gives the shared list screen: module constants, so that the cards compare them by identity. */
export type EntryListDefinition<T extends EntryListItem, A extends string, K extends QueryKey> = {
  texts: EntryListTexts
  /** The add button's route, shown only to an admin who may create (spec section 6). */
  addTo: StaticRoutePath
  mayAdd: (profile: Profile | null) => boolean
  /** The list's query options of the feature's factory (the route's loader warmed the same). */
  listQuery: (search: EntryListSearch) => FetchQueryOptions<EntryListData<T>, Error, EntryListData<T>, K>
  spec: EntryCardSpec<T, A>
  /**
   * The modals of the row actions, loaded lazily (React.lazy of `loadDialogs`'s module): the list fetches their code
   * as the pointer or the focus reaches a card's ⋮.
   */
  Dialogs: ComponentType<EntryDialogsProps<T, A>>
  loadDialogs: () => Promise<unknown>
  testIds: { list: string; card: string }
  /** The expected height of a card, px, for the cards the browser skips off screen. */
  cardHeight?: number
  /** Bulk actions: whether this admin may act on entries in bulk, and the feature's bulk layer. */
  bulk: { selectable: (profile: Profile | null) => boolean; Layer: ComponentType<BulkLayerProps<T>> }
  /** CSV export: the file's name and its run for the current filters. */
  exportCsv: { what: string; run: (search: EntryListSearch) => ExportRun }
}

/** A feature's list definition, with its types inferred. */
export function defineEntryList<T extends EntryListItem, A extends string, K extends QueryKey>(definition: EntryListDefinition<T, A, K>) {
  return definition
}

type EntryListPageProps<T extends EntryListItem, A extends string, K extends QueryKey> = {
  definition: EntryListDefinition<T, A, K>
  search: EntryListSearch
  /** Changes the URL state (a new history entry, so that Back restores the previous one). */
  onSearchChange: (patch: Partial<EntryListSearch>) => void
}

/** An entry list's URL state with a change applied, read as the route reads it. */
const parseEntryListSearch = (input: EntryListSearch) => entryListSearchSchema.parse(input)

/** A change of the URL state as the router's navigate takes it. */
type EntryListNavigate = (options: { search: (previous: EntryListSearch) => EntryListSearch }) => unknown

/**
 * The component of an entry list's route: the screen for the route's URL state. A change of that state starts the
 * list's request at once, before the router's work on the navigation (the loader's prefetch then joins it), and
 * navigates (a new history entry, so that Back restores the previous one).
 */
export function EntryListRoute<T extends EntryListItem, A extends string, K extends QueryKey>({
  definition,
  search,
  navigate,
}: {
  definition: EntryListDefinition<T, A, K>
  search: EntryListSearch
  navigate: EntryListNavigate
}) {
  const queryClient = useQueryClient()
  const { listQuery } = definition
  // The search shown, read when a change is made: the handler stays one function, so that the memoised filters
  // and cards do not render again with each search.
  const shown = useRef(search)
  useLayoutEffect(() => {
    shown.current = search
  }, [search])
  const onSearchChange = useCallback(
    (patch: Partial<EntryListSearch>) => {
      void startListLoad(queryClient, listQuery, parseEntryListSearch({ ...shown.current, ...patch }))
      void navigate({ search: (previous) => ({ ...previous, ...patch }) })
    },
    [queryClient, listQuery, navigate],
  )
  return <EntryListPage definition={definition} search={search} onSearchChange={onSearchChange} />
}

/**
 * The list screen of an entry (organizations, events): cards, search, deep search,
 * status filter with the totals of the first load, page size, pagination, an add button, a row
 * menu per card, all state in the URL. What keeps 500 cards fast is in README "Performance".
 */
export function EntryListPage<T extends EntryListItem, A extends string, K extends QueryKey>({
  definition,
  search,
  onSearchChange,
}: EntryListPageProps<T, A, K>) {
  const { texts, addTo, mayAdd, listQuery, spec, Dialogs, loadDialogs, testIds, cardHeight, bulk, exportCsv } = definition
  const { q, status, deep_search: deepSearch, per_page: perPage } = search
  const { profile } = useSession()
  // The loader warmed this query; a failed load shows in QueryState below.
  const list = useQuery(listQuery(search))
  // The row action's modal open, if any. It closes in 200 ms (spec section 9) with what it showed, and its form starts
  // afresh at the next opening (DialogSlot), never while it closes.
  const [dialog, setDialog] = useState<EntryDialog<T, A> | null>(null)
  const data = list.data
  const items = data?.items
  // The selection outlives pages and filters of the screen.
  const selection = useSelection(items)
  const selectable = bulk.selectable(profile)
  // What the list shows: undefined while the previous page stays on screen as a placeholder.
  const shownPage = list.isPlaceholderData || !items ? undefined : `${JSON.stringify(search)}${items.length ? '' : ' (empty)'}`
  // Ids of cards whose row menu has been opened on the page shown (one click handler for the
  // whole list); another page starts with none, so no menu mounts open by itself later.
  const [menus, setMenus] = useState<{ page: string | undefined; ids: ReadonlySet<string> }>({ page: shownPage, ids: new Set() })
  if (shownPage !== undefined && menus.page !== shownPage) setMenus({ page: shownPage, ids: new Set() })
  const onListClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      // The button names its card's place on the page (the same for every page, so a new page leaves it as it is).
      const position = (event.target as Element).closest(`button[${MENU_FOR_ATTRIBUTE}]`)?.getAttribute(MENU_FOR_ATTRIBUTE)
      const id = position ? items?.[Number(position)]?._id : undefined
      if (id) setMenus((previous) => (previous.ids.has(id) ? previous : { ...previous, ids: new Set(previous.ids).add(id) }))
    },
    [items],
  )
  // The pointer or the focus on a card's ⋮: the row menu's code starts loading (see loadRowMenu), and the code of
  // the modals its items open.
  const onListReach = useCallback(
    (event: SyntheticEvent<HTMLUListElement>) => {
      if (!(event.target as Element).closest(`button[${MENU_FOR_ATTRIBUTE}]`)) return
      void loadRowMenu()
      void loadDialogs()
    },
    [loadDialogs],
  )
  // The menu closes in the click's frame; the modal (Mantine's Modal, its focus trap and scroll
  // lock) is rendered once that frame is painted, so the click's answer does not wait for it.
  const cancelOpen = useRef<(() => void) | null>(null)
  useEffect(() => () => cancelOpen.current?.(), [])
  const onAction = useCallback((action: A, item: T) => {
    cancelOpen.current?.()
    cancelOpen.current = afterNextPaint(() => setDialog({ action, item }))
  }, [])
  const onPage = useCallback(
    (page: number) => {
      onSearchChange({ page })
      window.scrollTo({ top: 0 })
    },
    [onSearchChange],
  )

  // A card's box names its place on the page (see renderEntryCard).
  const { choose } = selection
  const onCardBox = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const item = items?.[Number(event.currentTarget.value)]
      if (item) choose(item, event.currentTarget.checked)
    },
    [items, choose],
  )
  // The prefix of the cards' element ids (their headings, the ⋮ buttons' names), and what the cards share.
  const ids = useId()
  const parts = useMemo(() => entryCardParts(ids, perPage, spec.noPhoto), [ids, perPage, spec.noPhoto])

  const chunks = useMemo(() => chunk(items ?? [], COVER_CHUNK), [items])
  const listRef = useRef<HTMLUListElement>(null)
  // Covers start again from none when another page's answer shows; not while the previous page
  // stays on screen as a placeholder, nor when a card is patched in place (ban, delete).
  const isNear = useNearChunks(listRef, shownPage, { chunkSize: COVER_CHUNK, margin: COVER_MARGIN })
  const stale = list.isPlaceholderData
  const listStyle = cardHeight ? ({ '--entry-card-height': `${cardHeight}px` } as CSSProperties) : undefined
  // The heading's buttons, made again only for other filters (the export pages through everything they select,
  // whatever the page shown): a page of the list or an answer does not render the heading again.
  const actions = useMemo(
    () => (
      <>
        <ExportButton what={exportCsv.what} run={exportCsv.run({ q, status, deep_search: deepSearch, per_page: perPage, page: 1 })} />
        {mayAdd(profile) && (
          <ActionLink to={addTo} look="main">
            {texts.add}
          </ActionLink>
        )}
      </>
    ),
    [exportCsv, q, status, deepSearch, perPage, addTo, mayAdd, profile, texts.add],
  )

  return (
    <PageFrame title={texts.title} actions={actions}>
      <EntryListFilters
        texts={texts}
        q={q}
        deepSearch={deepSearch}
        status={status}
        perPage={perPage}
        totals={data?.totals ?? null}
        onSearchChange={onSearchChange}
      />

      <QueryState query={list} keepData updatingText={listText.loadingPage}>
        {(shown, notes) => (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm" mih={28}>
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.total > 0
                  ? listText.shown(
                      (shown.page - 1) * shown.per_page + 1,
                      (shown.page - 1) * shown.per_page + shown.items.length,
                      shown.total,
                    )
                  : ''}
              </Text>
              {notes.updating}
              {selectable && shown.items.length > 0 && (
                <ListCheckbox label={bulkText.selectAllOnPage} checked={selection.pageSelected} onChange={selection.togglePage} />
              )}
            </Group>
            {selectable && <bulk.Layer selection={selection} />}
            {shown.items.length > 0 && (
              // The start of every ⋮ button's name (renderEntryCard); hidden, it still names them.
              <span id={`${ids}actions`} hidden>
                {entryMenuText.actionsOf}
              </span>
            )}
            {shown.items.length === 0 ? (
              <p className={classes.nothingFound}>{listText.nothingFound}</p>
            ) : (
              // One delegated listener for every card's buttons, boxes and links (the interactive elements inside).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <ul
                className={classes.list}
                style={listStyle}
                data-testid={testIds.list}
                aria-label={texts.listLabel}
                aria-busy={stale}
                onClick={onListClick}
                onPointerOver={onListReach}
                onFocus={onListReach}
                onKeyDown={selectable ? toggleFocusedCard : undefined}
                ref={listRef}
              >
                {chunks.map((run, index) => (
                  <CardChunk
                    key={index}
                    items={run}
                    start={index * COVER_CHUNK}
                    parts={parts}
                    spec={spec}
                    profile={profile}
                    testId={testIds.card}
                    openedMenus={menus.ids.size ? run.flatMap((item) => (menus.ids.has(item._id) ? [item._id] : [])).join(' ') : ''}
                    showCovers={isNear(index)}
                    onAction={onAction}
                    selectable={selectable && (index < EAGER_BOX_CHUNKS || isNear(index))}
                    selectedIds={selectedIdsOf(run, selection.selected)}
                    onSelect={onCardBox}
                  />
                ))}
              </ul>
            )}
            <PaginationBar page={search.page} totalPages={pageCount(shown.total, search.per_page)} onChange={onPage} />
          </Stack>
        )}
      </QueryState>
      <DialogSlot open={dialog}>{(shown, opened) => <Dialogs dialog={shown} opened={opened} onClose={() => setDialog(null)} />}</DialogSlot>
    </PageFrame>
  )
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}
