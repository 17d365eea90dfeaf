import { Button, Group, Text } from '@mantine/core'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { revealPassword } from '../../../shared/auth/cipher'
import { env } from '../../../shared/env'
import { adminsText } from '../../../shared/i18n/admins'
import { Flag } from '../../../shared/ui/flag'
import { PlainTable } from '../../../shared/ui/plain-table'
import { ADMIN_FLAGS } from '../../auth/schemas'
import type { Country } from '../../geo/schemas'
import type { Admin } from '../schemas'

export type AdminAction = 'edit' | 'delete'

type AdminsTableProps = {
  admins: Admin[]
  onAction: (action: AdminAction, admin: Admin) => void
}

const t = adminsText

/** Spec section 9: the administrators table's column widths are percentages. */
const WIDTHS: Record<string, string> = {
  display_name: '12%',
  email: '16%',
  password: '12%',
  rights: '20%',
  view_complains_countries: '13%',
  change_info_countries: '13%',
  actions: '14%',
}

const features = tableFeatures({})
const column = createColumnHelper<typeof features, Admin>()

const whoOf = (admin: Admin) => admin.display_name || admin.email

/** The password, decoded from its stored form, shown only after the row's reveal button. */
function PasswordCell({ admin }: { admin: Admin }) {
  const [shown, setShown] = useState(false)
  const who = whoOf(admin)
  return (
    <Group gap={6} wrap="nowrap">
      <Text span size="sm" ff="monospace" data-testid="admin-password" style={{ overflowWrap: 'anywhere' }}>
        {shown ? revealPassword(admin.password, env.passwordSalt) : t.hiddenPassword}
      </Text>
      <Button size="compact-xs" variant="default" aria-pressed={shown} aria-label={shown ? t.hidePassword(who) : t.showPassword(who)} onClick={() => setShown(!shown)}>
        {shown ? t.hide : t.show}
      </Button>
    </Group>
  )
}

function CountriesCell({ countries }: { countries: Country[] }) {
  if (countries.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t.noCountries}
      </Text>
    )
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {countries.map((country) => (
        <li key={country._id}>
          <Group gap={6} wrap="nowrap">
            <Flag url={country.flag_url} size={12} />
            <span>{country.name}</span>
          </Group>
        </li>
      ))}
    </ul>
  )
}

function RightsCell({ admin }: { admin: Admin }) {
  const on = ADMIN_FLAGS.filter((flag) => admin[flag])
  if (on.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t.noRights}
      </Text>
    )
  }
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {on.map((flag) => (
        <li key={flag}>{t.rights[flag]}</li>
      ))}
    </ul>
  )
}

/** Spec section 2 "Administrators screen": the root's table of admins with edit and delete. */
export function AdminsTable({ admins, onAction }: AdminsTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('display_name', { header: t.columns.name }),
        column.accessor('email', { header: t.columns.email }),
        column.display({ id: 'password', header: t.columns.password, cell: ({ row }) => <PasswordCell admin={row.original} /> }),
        column.display({ id: 'rights', header: t.columns.rights, cell: ({ row }) => <RightsCell admin={row.original} /> }),
        column.accessor('view_complains_countries', {
          header: t.columns.complaintCountries,
          cell: (info) => <CountriesCell countries={info.getValue()} />,
        }),
        column.accessor('change_info_countries', {
          header: t.columns.infoCountries,
          cell: (info) => <CountriesCell countries={info.getValue()} />,
        }),
        column.display({
          id: 'actions',
          header: t.columns.actions,
          cell: ({ row }) => {
            const admin = row.original
            const who = whoOf(admin)
            return (
              <Group gap="xs">
                <Button size="compact-sm" variant="default" aria-label={t.editFor(who)} onClick={() => onAction('edit', admin)}>
                  {t.edit}
                </Button>
                <Button size="compact-sm" color="red.9" aria-label={t.deleteFor(who)} onClick={() => onAction('delete', admin)}>
                  {t.delete}
                </Button>
              </Group>
            )
          },
        }),
      ]),
    [onAction],
  )

  const table = useTable({ features, columns, data: admins, getRowId: (admin) => admin._id })

  return <PlainTable table={table} label={t.tableLabel} widths={WIDTHS} />
}
