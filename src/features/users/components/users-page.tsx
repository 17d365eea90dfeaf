import { Checkbox, Group } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { usersExport } from '@/features/users/export'
import { useDeleteUser, useSetUserActive } from '@/features/users/mutations'
import { userQueries } from '@/features/users/queries'
import type { User } from '@/features/users/schemas'
import { useListAnswerAnnouncement } from '@/shared/a11y/announcer'
import { errorText } from '@/shared/api/client'
import { can } from '@/shared/auth/permissions'
import { useSession } from '@/shared/auth/session'
import { ExportButton } from '@/shared/bulk/export-button'
import { useSelection } from '@/shared/bulk/selection'
import { bulkText } from '@/shared/i18n/bulk'
import { listText, ru } from '@/shared/i18n/ru'
import { usersText } from '@/shared/i18n/users'
import { personLabel } from '@/shared/lib/person'
import type { ListSearch } from '@/shared/lib/search-params'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { notify } from '@/shared/ui/notify'
import { PageFrame } from '@/shared/ui/page-frame'
import { PagedResult, PageSizeSelect } from '@/shared/ui/paging'
import { QueryState } from '@/shared/ui/query-state'
import { SearchInput } from '@/shared/ui/search-input'
import { StatusFilter } from '@/shared/ui/status-filter'
import { UserBulk } from './user-bulk'
import { UsersTable, type UserAction } from './users-table'

type UsersPageProps = {
  search: ListSearch
  /** Changes the URL search params (search, status, page size go back to page 1). */
  onSearchChange: (patch: Partial<ListSearch>) => void
}

/** Spec section 2 "Users screen": a table with search, a status filter and page size. */
export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const { profile } = useSession()
  const canBan = can(profile, 'users:ban')
  const canDelete = can(profile, 'users:delete')
  const list = useQuery(userQueries.list(search))
  const { data, isPlaceholderData } = list
  useListAnswerAnnouncement(
    data && !isPlaceholderData
      ? { filters: [search.q, search.status], page: search.page, perPage: search.per_page, count: data.users.length, total: data.total }
      : null,
  )
  // The selection outlives pages and filters of the screen.
  const selection = useSelection(list.data?.users)
  const selectable = canBan || canDelete
  const setActive = useSetUserActive()
  const remove = useDeleteUser()
  const [pending, setPending] = useState<{ action: UserAction; user: User } | null>(null)

  const onAction = useCallback(
    (action: UserAction, user: User) => {
      setActive.reset()
      remove.reset()
      setPending({ action, user })
    },
    // The mutation objects change every render; their reset functions do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setActive.reset, remove.reset],
  )

  const busy = setActive.isPending || remove.isPending
  const failure = setActive.error ?? remove.error
  const close = () => {
    if (busy) return
    setPending(null)
  }
  const confirm = () => {
    if (!pending) return
    const { action, user } = pending
    const done = () => {
      setPending(null)
      notify({ tone: 'good', message: usersText.done[action] })
    }
    if (action === 'delete') remove.mutate(user._id, { onSuccess: done })
    else setActive.mutate({ userId: user._id, isActive: action === 'unban' }, { onSuccess: done })
  }

  return (
    <PageFrame title={ru.pages.users} actions={<ExportButton what="users" run={usersExport(search)} />}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchInput label={usersText.searchLabel} value={search.q} onChange={(q) => onSearchChange({ q, page: 1 })} />
        <StatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
        <PageSizeSelect value={search.per_page} onChange={(per_page) => onSearchChange({ per_page, page: 1 })} />
      </Group>
      <QueryState query={list} title={usersText.listFailed} updatingText={usersText.updating}>
        {(data, notes) => (
          <PagedResult
            total={listText.found(data.total)}
            totalTestId="users-total"
            beside={
              <>
                {notes.updating}
                {selectable && data.users.length > 0 && (
                  <Checkbox label={bulkText.selectAllOnPage} checked={selection.pageSelected} onChange={selection.togglePage} />
                )}
              </>
            }
            above={selectable && <UserBulk selection={selection} />}
            empty={data.users.length === 0}
            emptyText={usersText.empty}
            page={search.page}
            perPage={search.per_page}
            count={data.total}
            onPage={(page) => onSearchChange({ page })}
          >
            <UsersTable
              users={data.users}
              canBan={canBan}
              canDelete={canDelete}
              onAction={onAction}
              selection={selectable ? selection : null}
            />
          </PagedResult>
        )}
      </QueryState>
      <DialogSlot open={pending}>
        {(asked, opened) => (
          <ConfirmDialog
            opened={opened}
            title={usersText.confirmTitle[asked.action]}
            message={usersText.confirmMessage[asked.action](personLabel(asked.user))}
            confirmLabel={usersText.actions[asked.action]}
            danger={asked.action !== 'unban'}
            pending={busy}
            error={failure ? errorText(failure) : null}
            onConfirm={confirm}
            onClose={close}
          />
        )}
      </DialogSlot>
    </PageFrame>
  )
}
