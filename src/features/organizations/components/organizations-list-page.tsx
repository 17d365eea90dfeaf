import { Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import { useSession } from '../../../shared/auth/session'
import { LIMITS } from '../../../shared/limits'
import { ru } from '../../../shared/i18n/ru'
import { listText } from '../../../shared/i18n/list'
import { organizationsText } from '../../../shared/i18n/organizations'
import { pageCount } from '../../../shared/lib/pagination'
import { useNearChunks } from '../../../shared/lib/use-near-chunks'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import { PageFrame } from '../../../shared/ui/page-frame'
import { PageSizeSelect } from '../../../shared/ui/page-size-select'
import { PaginationBar } from '../../../shared/ui/pagination-bar'
import { PendingPanel } from '../../../shared/ui/pending-panel'
import { SearchInput } from '../../../shared/ui/search-input'
import { StatusFilter } from '../../../shared/ui/status-filter'
import { organizationQueries } from '../queries'
import type { Profile } from '../../auth/schemas'
import type { OrganizationListItem, OrganizationsSearch } from '../list-schemas'
import { MENU_FOR_ATTRIBUTE, renderOrganizationCard } from './organization-card'
import type { OrganizationDialog } from './organization-dialogs'
import type { OrganizationAction } from './organization-row-menu'
import classes from './organizations-list.module.css'

// The modals (and their mutations) load with the first row action, not with the list.
const OrganizationDialogs = lazy(() => import('./organization-dialogs').then((module) => ({ default: module.OrganizationDialogs })))

/**
 * Covers are `<img>` elements only for cards near the viewport, in chunks, once the page is
 * painted: 500 image elements at once cost a page change about as much as the rest of the cards.
 * A chunk of 24 fills whole rows in 2, 3, 4 or 6 columns; even in one column (about 3 100 px) it
 * is shorter than a viewport and its two margins.
 */
const COVER_CHUNK = 24
const COVER_MARGIN = '1200px 0px'

type CardChunkProps = {
  organizations: readonly OrganizationListItem[]
  /** The position of the chunk's first card on the page. */
  start: number
  profile: Profile | null
  /** Ids of this chunk's cards whose row menu has been opened, space-separated (a string, so that the memo compares by value). */
  openedMenus: string
  showCovers: boolean
  onAction: (action: OrganizationAction, organization: OrganizationListItem) => void
}

/** A run of cards that renders again only when its items, its covers, the profile or one of its menus changes. */
const CardChunk = memo(function CardChunk({ organizations, start, profile, openedMenus, showCovers, onAction }: CardChunkProps) {
  return organizations.map((organization, index) =>
    renderOrganizationCard({ position: start + index, organization, profile, menuMounted: openedMenus.includes(organization._id), showCover: showCovers, onAction }),
  )
})

type OrganizationsListPageProps = {
  search: OrganizationsSearch
  /** Changes the URL state (a new history entry, so that Back restores the previous one). */
  onSearchChange: (patch: Partial<OrganizationsSearch>) => void
}

/** /organizations/view (issue 3 "List"): cards, search, deep search, status filter, page size, pagination. */
export function OrganizationsListPage({ search, onSearchChange }: OrganizationsListPageProps) {
  const { profile } = useSession()
  // The loader warmed this query; a failed first load shows here (no second try on mount).
  const list = useQuery({ ...organizationQueries.list(search), retryOnMount: false })
  const [dialog, setDialog] = useState<OrganizationDialog | null>(null)
  const [dialogOpened, setDialogOpened] = useState(false)
  // A closed dialog stays through its close animation and is dropped (its form reset) 400 ms later.
  useEffect(() => {
    if (dialogOpened || !dialog) return
    const timer = setTimeout(() => setDialog(null), LIMITS.formResetDelayMs)
    return () => clearTimeout(timer)
  }, [dialogOpened, dialog])
  const data = list.data
  const items = data?.organizations
  // What the list shows: undefined while the previous page stays on screen as a placeholder.
  const shownPage = list.isPlaceholderData || !items ? undefined : `${JSON.stringify(search)}${items.length ? '' : ' (empty)'}`
  // Ids of cards whose row menu has been opened on the page shown (one click handler for the
  // whole list); another page starts with none, so no menu mounts open by itself later.
  const [menus, setMenus] = useState<{ page: string | undefined; ids: ReadonlySet<string> }>({ page: shownPage, ids: new Set() })
  if (shownPage !== undefined && menus.page !== shownPage) setMenus({ page: shownPage, ids: new Set() })
  const onListClick = useCallback((event: MouseEvent<HTMLUListElement>) => {
    const id = (event.target as Element).closest(`button[${MENU_FOR_ATTRIBUTE}]`)?.getAttribute(MENU_FOR_ATTRIBUTE)
    if (id) setMenus((previous) => (previous.ids.has(id) ? previous : { ...previous, ids: new Set(previous.ids).add(id) }))
  }, [])
  const onAction = useCallback((action: OrganizationAction, organization: OrganizationListItem) => {
    setDialog({ action, organization })
    setDialogOpened(true)
  }, [])
  const onPage = useCallback(
    (page: number) => {
      onSearchChange({ page })
      window.scrollTo({ top: 0 })
    },
    [onSearchChange],
  )

  const chunks = useMemo(() => chunk(items ?? [], COVER_CHUNK), [items])
  const listRef = useRef<HTMLUListElement>(null)
  // Covers start again from none when another page's answer shows; not while the previous page
  // stays on screen as a placeholder, nor when a card is patched in place (ban, delete).
  const isNear = useNearChunks(listRef, shownPage, { chunkSize: COVER_CHUNK, margin: COVER_MARGIN })
  const totalPages = data ? pageCount(data.total, search.per_page) : 0
  const stale = list.isPlaceholderData

  return (
    <PageFrame
      title={ru.pages.organizationsView}
      actions={
        <Button component={Link} to="/organizations/create">
          {organizationsText.add}
        </Button>
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 280px', maxWidth: 480 }}>
          <SearchInput value={search.q} onChange={(q) => onSearchChange({ q, page: 1 })} />
        </div>
        <Checkbox
          label={organizationsText.deepSearch}
          description={organizationsText.deepSearchHint}
          checked={search.deep_search}
          onChange={(event) => onSearchChange({ deep_search: event.currentTarget.checked, page: 1 })}
          maw={300}
        />
        <StatusFilter value={search.status} totals={data?.totals ?? null} onChange={(status) => onSearchChange({ status, page: 1 })} />
        <PageSizeSelect value={search.per_page} onChange={(per_page) => onSearchChange({ per_page, page: 1 })} />
      </Group>

      {list.isError && !data ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !data ? (
        <PendingPanel />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" mih={28}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total > 0
                ? listText.shown((data.page - 1) * data.per_page + 1, (data.page - 1) * data.per_page + data.organizations.length, data.total)
                : ''}
            </Text>
            {list.isFetching && (
              <Group gap={6} role="status" aria-label={listText.loadingPage}>
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {listText.loadingPage}
                </Text>
              </Group>
            )}
          </Group>
          {list.isError && <ErrorPanel error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
          {data.organizations.length === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              {listText.nothingFound}
            </Text>
          ) : (
            <ul className={classes.list} data-testid="organizations-list" aria-label={organizationsText.listLabel} aria-busy={stale} onClick={onListClick} ref={listRef}>
              {chunks.map((organizations, index) => (
                <CardChunk
                  key={index}
                  organizations={organizations}
                  start={index * COVER_CHUNK}
                  profile={profile}
                  openedMenus={menus.ids.size ? organizations.flatMap((organization) => (menus.ids.has(organization._id) ? [organization._id] : [])).join(' ') : ''}
                  showCovers={isNear(index)}
                  onAction={onAction}
                />
              ))}
            </ul>
          )}
          <PaginationBar page={search.page} totalPages={totalPages} onChange={onPage} />
        </Stack>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <OrganizationDialogs dialog={dialog} opened={dialogOpened} onClose={() => setDialogOpened(false)} />
        </Suspense>
      )}
    </PageFrame>
  )
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}
