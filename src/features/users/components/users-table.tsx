import { Checkbox, Group, Text } from '@mantine/core'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { User } from '@/features/users/schemas'
import type { Selection } from '@/shared/bulk/selection'
import { usersText } from '@/shared/i18n/users'
import { formatDay } from '@/shared/lib/format-date'
import { personShortName } from '@/shared/lib/person'
import { RowAction } from '@/shared/ui/actions'
import { DataTable } from '@/shared/ui/data-table'
import { StatusBadge } from '@/shared/ui/tones'

export type UserAction = 'ban' | 'unban' | 'delete'

type UsersTableProps = {
  users: User[]
  canBan: boolean
  canDelete: boolean
  onAction: (action: UserAction, user: User) => void
  /** Bulk actions: a selection box per row, named by the user; null without the rights. */
  selection: Selection<User> | null
}

const features = tableFeatures({})
const column = createColumnHelper<typeof features, User>()

/** The users table: name, e-mail, status, registration date, actions (spec section 2 "Users screen"). */
export function UsersTable({ users, canBan, canDelete, onAction, selection }: UsersTableProps) {
  const selected = selection?.selected
  const onBoxChange = selection?.onBoxChange
  const columns = useMemo(
    () =>
      column.columns([
        ...(selected && onBoxChange
          ? [
              column.display({
                id: 'select',
                header: usersText.columns.select,
                cell: ({ row }) => (
                  <Checkbox
                    aria-label={personShortName(row.original)}
                    value={row.original._id}
                    checked={selected.has(row.original._id)}
                    onChange={onBoxChange}
                  />
                ),
              }),
            ]
          : []),
        column.accessor('display_name', {
          header: usersText.columns.name,
          cell: (info) =>
            info.getValue() || (
              <Text span c="dimmed">
                {usersText.noName}
              </Text>
            ),
        }),
        column.accessor('email', { header: usersText.columns.email }),
        column.accessor('is_active', {
          header: usersText.columns.status,
          cell: (info) =>
            info.getValue() ? (
              <StatusBadge tone="good">{usersText.status.active}</StatusBadge>
            ) : (
              <StatusBadge tone="bad">{usersText.status.banned}</StatusBadge>
            ),
        }),
        column.accessor('createdAt', {
          header: usersText.columns.createdAt,
          cell: (info) => {
            const value = info.getValue()
            return formatDay(value)
          },
        }),
        column.display({
          id: 'actions',
          header: usersText.columns.actions,
          cell: ({ row }) => {
            const user = row.original
            const who = personShortName(user)
            return (
              <Group gap="xs" wrap="nowrap">
                {canBan &&
                  (user.is_active ? (
                    <RowAction danger aria-label={usersText.actionFor.ban(who)} onClick={() => onAction('ban', user)}>
                      {usersText.actions.ban}
                    </RowAction>
                  ) : (
                    <RowAction aria-label={usersText.actionFor.unban(who)} onClick={() => onAction('unban', user)}>
                      {usersText.actions.unban}
                    </RowAction>
                  ))}
                {canDelete && (
                  <RowAction danger aria-label={usersText.actionFor.delete(who)} onClick={() => onAction('delete', user)}>
                    {usersText.actions.delete}
                  </RowAction>
                )}
              </Group>
            )
          },
        }),
      ]),
    [canBan, canDelete, onAction, selected, onBoxChange],
  )

  const table = useTable({ features, columns, data: users, getRowId: (user) => user._id })

  return <DataTable table={table} label={usersText.tableLabel} />
}
