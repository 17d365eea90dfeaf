import { Group } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { adminsExport } from '@/features/admins/export'
import { useDeleteAdmin } from '@/features/admins/mutations'
import { adminQueries } from '@/features/admins/queries'
import type { Admin, AdminsSearch } from '@/features/admins/schemas'
import { useListAnswerAnnouncement } from '@/shared/a11y/announcer'
import { errorText } from '@/shared/api/client'
import { ExportButton } from '@/shared/bulk/export-button'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { adminsText } from '@/shared/i18n/admins'
import { listText, ru } from '@/shared/i18n/ru'
import { personLabel } from '@/shared/lib/person'
import { MainAction } from '@/shared/ui/actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { notify } from '@/shared/ui/notify'
import { PageFrame } from '@/shared/ui/page-frame'
import { PagedResult, PageSizeSelect } from '@/shared/ui/paging'
import { QueryState } from '@/shared/ui/query-state'
import { SearchInput } from '@/shared/ui/search-input'
import type { KeptCreate, WizardTarget } from './admin-wizard'
import AdminWizard from './admin-wizard'
import { AdminsTable, type AdminAction } from './admins-table'

type AdminsPageProps = {
  search: AdminsSearch
  /** Changes the URL search params (search and page size go back to page 1). */
  onSearchChange: (patch: Partial<AdminsSearch>) => void
}

const t = adminsText

/** Spec section 2 "Administrators screen": root's table with add, edit and delete, and the wizard. */
export function AdminsPage({ search, onSearchChange }: AdminsPageProps) {
  const list = useQuery(adminQueries.list(search))
  const { data, isPlaceholderData } = list
  useListAnswerAnnouncement(
    data && !isPlaceholderData
      ? { filters: [search.q], page: search.page, perPage: search.per_page, count: data.admins.length, total: data.total }
      : null,
  )
  const remove = useDeleteAdmin()
  const [deleting, setDeleting] = useState<Admin | null>(null)
  const [wizard, setWizard] = useState<WizardTarget | null>(null)
  // A failed create's values and error: the next 'add' opens with them; leaving the screen asks first.
  const [kept, setKept] = useState<KeptCreate | null>(null)
  const guard = useLeaveGuard(kept !== null && wizard === null)

  const onAction = useCallback(
    (action: AdminAction, admin: Admin) => {
      if (action === 'edit') {
        setWizard({ admin })
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
        notify({ tone: 'good', message: t.deleted })
      },
    })
  }

  return (
    <PageFrame
      title={ru.pages.admins}
      actions={
        <>
          <ExportButton what="admins" run={adminsExport(search)} />
          <MainAction onClick={() => setWizard({ admin: null, kept: kept ?? undefined })}>{t.add}</MainAction>
        </>
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchInput label={t.searchLabel} value={search.q} onChange={(q) => onSearchChange({ q, page: 1 })} />
        <PageSizeSelect value={search.per_page} onChange={(per_page) => onSearchChange({ per_page, page: 1 })} />
      </Group>
      <QueryState query={list} title={t.listFailed} updatingText={t.updating}>
        {(data, notes) => (
          <PagedResult
            total={listText.found(data.total)}
            totalTestId="admins-total"
            beside={notes.updating}
            empty={data.admins.length === 0}
            emptyText={t.empty}
            page={search.page}
            perPage={search.per_page}
            count={data.total}
            onPage={(page) => onSearchChange({ page })}
          >
            <AdminsTable admins={data.admins} onAction={onAction} />
          </PagedResult>
        )}
      </QueryState>
      <DialogSlot open={deleting}>
        {(admin, opened) => (
          <ConfirmDialog
            opened={opened}
            title={t.deleteTitle}
            message={t.deleteMessage(personLabel(admin))}
            confirmLabel={ru.common.delete}
            danger
            pending={remove.isPending}
            error={remove.error ? errorText(remove.error) : null}
            onConfirm={() => confirmDelete(admin)}
            onClose={() => setDeleting(null)}
          />
        )}
      </DialogSlot>
      <DialogSlot open={wizard}>
        {(target, opened) => <AdminWizard opened={opened} target={target} onClose={() => setWizard(null)} onKeep={setKept} />}
      </DialogSlot>
      {guard.modal}
    </PageFrame>
  )
}
