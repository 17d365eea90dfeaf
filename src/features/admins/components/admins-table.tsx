import { Text } from '@mantine/core'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { Admin } from '@/features/admins/schemas'
import type { Country } from '@/shared/api/common-schemas'
import { revealPassword } from '@/shared/auth/cipher'
import { ADMIN_FLAGS } from '@/shared/auth/schemas'
import { adminsText } from '@/shared/i18n/admins'
import { personShortName } from '@/shared/lib/person'
import { env } from '@/shared/startup/env'
import { RowAction } from '@/shared/ui/actions'
import { DataTable } from '@/shared/ui/data-table'
import { Flag } from '@/shared/ui/flag'
import classes from './admins-table.module.css'

export type AdminAction = 'edit' | 'delete'

type AdminsTableProps = {
  admins: Admin[]
  onAction: (action: AdminAction, admin: Admin) => void
}

const t = adminsText

/**
 * Spec section 9: the administrators table's column widths are percentages. At 1280 px (a table
 * of about 980 px) each column still holds its longest word: a country with its flag, a header's
 * word, the row's two actions one above the other.
 */
const WIDTHS: Record<string, string> = {
  display_name: '12%',
  email: '19%',
  password: '13%',
  rights: '18%',
  view_complains_countries: '13%',
  change_info_countries: '13%',
  actions: '12%',
}

const features = tableFeatures({})
const column = createColumnHelper<typeof features, Admin>()

/** The password, decoded from its stored form, shown only after the row's reveal button. */
function PasswordCell({ admin }: { admin: Admin }) {
  const [shown, setShown] = useState(false)
  const who = personShortName(admin)
  const password = shown ? revealPassword(admin.password, env.passwordSalt) : ''
  return (
    <div className={classes.password}>
      <span className={classes.passwordText} data-testid="admin-password" title={shown ? password : undefined}>
        {shown ? password : t.hiddenPassword}
      </span>
      <RowAction aria-pressed={shown} aria-label={shown ? t.hidePassword(who) : t.showPassword(who)} onClick={() => setShown(!shown)}>
        {shown ? t.hide : t.show}
      </RowAction>
    </div>
  )
}

/** An e-mail that may wrap only after its '@'; a part wider than the column ends in an ellipsis, the whole in its title. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  return (
    <span className={classes.email} title={email}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
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
    <ul className={classes.countries}>
      {countries.map((country) => (
        <li key={country._id} className={classes.country}>
          <Flag url={country.flag_url} size={12} />
          <span>{country.name}</span>
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
    <ul className={classes.rights}>
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
        column.accessor('email', { header: t.columns.email, cell: (info) => <EmailText email={info.getValue()} /> }),
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
            const who = personShortName(admin)
            return (
              <div className={classes.actions}>
                <RowAction aria-label={t.editFor(who)} onClick={() => onAction('edit', admin)}>
                  {t.edit}
                </RowAction>
                <RowAction danger aria-label={t.deleteFor(who)} onClick={() => onAction('delete', admin)}>
                  {t.delete}
                </RowAction>
              </div>
            )
          },
        }),
      ]),
    [onAction],
  )

  const table = useTable({ features, columns, data: admins, getRowId: (admin) => admin._id })

  return (
    <div className={classes.table}>
      <DataTable table={table} label={t.tableLabel} widths={WIDTHS} />
    </div>
  )
}
