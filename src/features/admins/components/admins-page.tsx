import { Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { adminsText } from '@/shared/i18n/admins'
import { ru } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { pageCount } from '@/shared/lib/pagination'
import { MainAction } from '@/shared/ui/actions'
import { ExportButton } from '@/shared/ui/bulk/export-button'
import { DeleteConfirm } from '@/shared/ui/confirm-modal'
import { lazyModal } from '@/shared/ui/lazy-modal'
import { PageFrame } from '@/shared/ui/page-frame'
import { PageSizeSelect } from '@/shared/ui/page-size-select'
import { PaginationBar } from '@/shared/ui/pagination-bar'
import { QueryState } from '@/shared/ui/query-state'
import { SearchInput } from '@/shared/ui/search-input'
import { useDeleteAdmin } from '@/features/admins/mutations'
import { adminQueries } from '@/features/admins/queries'
import type { Admin, AdminsSearch } from '@/features/admins/schemas'
import type { AdminWizardProps, WizardTarget } from './admin-wizard'
import { AdminsTable, type AdminAction } from './admins-table'

type AdminsPageProps = {
  search: AdminsSearch
  /** Changes the URL search params (search and page size go back to page 1). */
  onSearchChange: (patch: Partial<AdminsSearch>) => void
}

const t = adminsText

/** The wizard (Modal, Stepper, MultiSelect, the form library) loads when it first opens: the table stays within its budget. */
const AdminWizard = lazyModal<AdminWizardProps>(() => import('./admin-wizard'))

/** Spec section 2 "Administrators screen": root's table with add, edit and delete, and the wizard. */
export function AdminsPage({ search, onSearchChange }: AdminsPageProps) {
  const list = useQuery(adminQueries.list(search))
  const remove = useDeleteAdmin()
  const [deleting, setDeleting] = useState<Admin | null>(null)
  const [wizard, setWizard] = useState<WizardTarget | null>(null)

  const onAction = useCallback(
    (action: AdminAction, admin: Admin) => {
      if (action === 'edit') {
        setWizard({ admin, key: Date.now() })
        return
      }
      remove.reset()
      setDeleting(admin)
    },
    // The mutation object changes every render; its reset function does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remove.reset],
  )

  const confirmDelete = (admin: Admin) => {
    remove.mutate(admin._id, {
      onSuccess: () => {
        setDeleting(null)
        notifications.show({ color: 'green', message: t.deleted, autoClose: LIMITS.toastShortMs })
      },
    })
  }

  return (
    <PageFrame
      title={ru.pages.admins}
      actions={
        <>
          <ExportButton what="admins" load={() => import('@/features/admins/export').then((module) => module.adminsExport(search))} />
          <MainAction onClick={() => setWizard({ admin: null, key: Date.now() })}>{t.add}</MainAction>
        </>
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchInput label={t.searchLabel} value={search.q} onChange={(q) => onSearchChange({ q, page: 1 })} />
        <PageSizeSelect value={search.per_page} onChange={(per_page) => onSearchChange({ per_page, page: 1 })} />
      </Group>
      <QueryState query={list} title={t.listFailed} updatingText={t.updating}>
        {(data, notes) => (
          <Stack gap="sm">
            <Group gap="xs">
              <Text size="sm" c="dimmed" data-testid="admins-total">
                {t.total(data.total)}
              </Text>
              {notes.updating}
            </Group>
            {data.admins.length === 0 ? <Text c="dimmed">{t.empty}</Text> : <AdminsTable admins={data.admins} onAction={onAction} />}
            <PaginationBar
              page={search.page}
              totalPages={pageCount(data.total, search.per_page)}
              onChange={(page) => onSearchChange({ page })}
            />
          </Stack>
        )}
      </QueryState>
      <DeleteConfirm
        target={deleting}
        title={t.deleteTitle}
        message={(admin) => t.deleteMessage([admin.display_name, admin.email].filter(Boolean).join(', '))}
        call={remove}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <AdminWizard opened={wizard !== null} target={wizard} onClose={() => setWizard(null)} />
    </PageFrame>
  )
}
