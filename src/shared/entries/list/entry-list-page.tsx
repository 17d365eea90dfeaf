import { Group, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useListAnswerAnnouncement, type ShownAnswer } from '@/shared/a11y/announcer'
import { useSession } from '@/shared/auth/session'
import { BulkLayer } from '@/shared/bulk/bulk-layer'
import { ExportButton } from '@/shared/bulk/export-button'
import { useSelection } from '@/shared/bulk/selection'
import { bulkText } from '@/shared/i18n/bulk'
import { listText } from '@/shared/i18n/ru'
import { afterNextPaint } from '@/shared/lib/after-paint'
import { startListLoad } from '@/shared/lib/list-route'
import { pageCount, shownRows } from '@/shared/lib/pagination'
import { entryListSearchSchema, type EntryListSearch } from '@/shared/lib/search-params'
import { ActionLink } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { PageFrame } from '@/shared/ui/page-frame'
import { PaginationBar } from '@/shared/ui/paging'
import { QueryState } from '@/shared/ui/query-state'
import type { EntryListItem } from './entry-card'
import { EntryCards } from './entry-cards'
import type { EntryDialog, EntryListDefinition } from './entry-list-definition'
import { EntryListFilters, ListCheckbox } from './entry-list-filters'
import classes from './entry-list.module.css'

type EntryListPageProps<T extends EntryListItem, A extends string, K extends QueryKey> = {
  definition: EntryListDefinition<T, A, K>
  search: EntryListSearch
  /** Changes the URL state (a new history entry, so that Back restores the previous one). */
  onSearchChange: (patch: Partial<EntryListSearch>) => void
}

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
      void startListLoad(queryClient, listQuery, entryListSearchSchema.parse({ ...shown.current, ...patch }))
      void navigate({ search: (previous) => ({ ...previous, ...patch }) })
    },
    [queryClient, listQuery, navigate],
  )
  return <EntryListPage definition={definition} search={search} onSearchChange={onSearchChange} />
}

/**
 * The list screen of an entry (organizations, events): cards, search, deep search, status filter with the totals of
 * the first load, page size, pagination, an add button, the export, a row menu per card and bulk actions; all state
 * but the selection and the open dialog in the URL.
 */
export function EntryListPage<T extends EntryListItem, A extends string, K extends QueryKey>({
  definition,
  search,
  onSearchChange,
}: EntryListPageProps<T, A, K>) {
  const { title, texts, addTo, mayAdd, listQuery, spec, Dialogs, testIds, cardHeight, bulk, exportCsv } = definition
  const { q, status, deep_search: deepSearch, per_page: perPage } = search
  const { profile } = useSession()
  // The loader warmed this query; a failed load shows in QueryState below.
  const list = useQuery(listQuery(search))
  // The selection outlives pages and filters of the screen.
  const selection = useSelection(list.data?.items)
  const selectable = bulk.selectable(profile)
  useListAnswerAnnouncement(list.isPlaceholderData ? null : shownAnswer(list.data))
  const [dialog, setDialog] = useState<EntryDialog<T, A> | null>(null)
  // The menu closes in the click's frame; the dialog (Mantine's Modal, its focus trap and scroll lock) is rendered once
  // that frame is painted, so the click's answer does not wait for it.
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
    <PageFrame title={title} actions={actions}>
      <EntryListFilters
        texts={texts}
        q={q}
        deepSearch={deepSearch}
        status={status}
        perPage={perPage}
        totals={list.data?.totals ?? null}
        onSearchChange={onSearchChange}
      />
      <QueryState query={list} keepData updatingText={listText.loadingPage}>
        {(answer, notes) => (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm" mih={28}>
              <Text size="sm" c="dimmed">
                {shownText(answer.search, answer.items.length, answer.total)}
              </Text>
              {notes.updating}
              {selectable && answer.items.length > 0 && (
                <ListCheckbox label={bulkText.selectAllOnPage} checked={selection.pageSelected} onChange={selection.togglePage} />
              )}
            </Group>
            {selectable && <BulkLayer spec={bulk.spec} selection={selection} />}
            {answer.items.length === 0 ? (
              <p className={classes.nothingFound}>{listText.nothingFound}</p>
            ) : (
              <EntryCards
                answer={answer}
                stale={list.isPlaceholderData}
                spec={spec}
                profile={profile}
                testIds={testIds}
                label={texts.listLabel}
                cardHeight={cardHeight}
                selectable={selectable}
                selected={selection.selected}
                onChoose={selection.choose}
                onAction={onAction}
              />
            )}
            <PaginationBar page={search.page} totalPages={pageCount(answer.total, search.per_page)} onChange={onPage} />
          </Stack>
        )}
      </QueryState>
      <DialogSlot open={dialog}>{(shown, opened) => <Dialogs dialog={shown} opened={opened} onClose={() => setDialog(null)} />}</DialogSlot>
    </PageFrame>
  )
}

/** 'Shown 101–200 of 950' for the answer's page, nothing when it is empty. */
function shownText({ page, per_page: perPage }: EntryListSearch, count: number, total: number): string {
  const { from, to } = shownRows(page, perPage, count)
  return total > 0 ? listText.shown(from, to, total) : ''
}

/** An answer as its announcement compares it. */
function shownAnswer(answer: { search: EntryListSearch; items: unknown[]; total: number } | undefined): ShownAnswer | null {
  if (!answer) return null
  const { q, status, deep_search: deepSearch, page, per_page: perPage } = answer.search
  return { filters: [q, status, deepSearch], page, perPage, count: answer.items.length, total: answer.total }
}
