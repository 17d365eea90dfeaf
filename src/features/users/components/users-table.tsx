import { Badge, Button, Group, Text } from '@mantine/core'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { usersText } from '../../../shared/i18n/users'
import type { User } from '../schemas'
import { formatDay } from '../../../shared/lib/format-date'
import { PlainTable } from '../../../shared/ui/plain-table'

export type UserAction = 'ban' | 'unban' | 'delete'

type UsersTableProps = {
  users: User[]
  canBan: boolean
  canDelete: boolean
  onAction: (action: UserAction, user: User) => void
}

/** Dark enough for white text at AA (4.5:1) on any row background. */
const ACTIVE_COLOR = '#1e6b30'
const BANNED_COLOR = '#a51d1d'

const features = tableFeatures({})
const column = createColumnHelper<typeof features, User>()

const whoOf = (user: User) => user.display_name || user.email

/** The users table: name, e-mail, status, registration date, actions (spec section 2 "Users screen"). */
export function UsersTable({ users, canBan, canDelete, onAction }: UsersTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('display_name', {
          header: usersText.columns.name,
          cell: (info) => info.getValue() || <Text span c="dimmed">{usersText.noName}</Text>,
        }),
        column.accessor('email', { header: usersText.columns.email }),
        column.accessor('is_active', {
          header: usersText.columns.status,
          cell: (info) =>
            info.getValue() ? (
              <Badge color={ACTIVE_COLOR}>
                {usersText.status.active}
              </Badge>
            ) : (
              <Badge color={BANNED_COLOR}>
                {usersText.status.banned}
              </Badge>
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
            const who = whoOf(user)
            return (
              <Group gap="xs" wrap="nowrap">
                {canBan &&
                  (user.is_active ? (
                    <Button size="compact-sm" variant="default" aria-label={usersText.actionFor.ban(who)} onClick={() => onAction('ban', user)}>
                      {usersText.actions.ban}
                    </Button>
                  ) : (
                    <Button size="compact-sm" variant="default" aria-label={usersText.actionFor.unban(who)} onClick={() => onAction('unban', user)}>
                      {usersText.actions.unban}
                    </Button>
                  ))}
                {canDelete && (
                  <Button size="compact-sm" color={BANNED_COLOR} aria-label={usersText.actionFor.delete(who)} onClick={() => onAction('delete', user)}>
                    {usersText.actions.delete}
                  </Button>
                )}
              </Group>
            )
          },
        }),
      ]),
    [canBan, canDelete, onAction],
  )

  const table = useTable({ features, columns, data: users, getRowId: (user) => user._id })

  return <PlainTable table={table} label={usersText.tableLabel} />
}
