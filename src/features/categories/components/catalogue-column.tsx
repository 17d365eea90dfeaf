import { Stack, Text, Title } from '@mantine/core'
import { useState, type CSSProperties, type ReactNode } from 'react'
import { categoryNameFormSchema } from '@/features/categories/schemas'
import { errorText } from '@/shared/api/client'
import { catalogueText } from '@/shared/i18n/categories'
import { ru } from '@/shared/i18n/ru'
import type { Sortable, SortChange } from '@/shared/lib/sort-diff'
import { useSortDrafts } from '@/shared/lib/use-sort-drafts'
import { LIMITS } from '@/shared/limits'
import type { RenameInput } from '@/shared/save/use-merged-save'
import { MainAction } from '@/shared/ui/actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { NameDialog } from '@/shared/ui/name-dialog'
import { notify } from '@/shared/ui/notify'
import { SaveSortButton } from '@/shared/ui/sort-controls'
import { CatalogueList } from './catalogue-list'
import classes from './categories.module.css'

type Row = Sortable & { name: string }

type Dialog<T> = { kind: 'create' } | { kind: 'rename'; item: T } | { kind: 'delete'; item: T }

export type CatalogueColumnTexts = {
  title: string
  listLabel: string
  add: string
  empty: string
  newTitle: string
  renameTitle: string
  deleteTitle: string
  deleteMessage: (name: string) => string
}

type CatalogueColumnProps<T extends Row> = {
  headingId: string
  texts: CatalogueColumnTexts
  items: readonly T[]
  create: (name: string) => Promise<unknown>
  /** The feature's rename hook (the one save path: merged onto the name as the server holds it now) and its conflict dialog. */
  rename: { mutateAsync: (input: RenameInput<T>) => Promise<unknown>; dialog: ReactNode }
  remove: (item: T) => Promise<unknown>
  saveSort: (changes: SortChange[]) => Promise<unknown>
  onDeleted?: (item: T) => void
  selectedId?: string | undefined
  onSelect?: (item: T) => void
  leading?: (item: T) => ReactNode
  detail?: (item: T) => ReactNode
  listStyle?: CSSProperties
}

/**
 * One catalogue column (categories or the sub-categories of one category): create and rename
 * through the name dialog, delete after a confirmation (hidden on the server; a failure leaves the
 * row and says so in a toast: spec section 8 allows silence, but the admin would believe the row gone), and the sort fields with 'save sort' for the changed rows.
 */
export function CatalogueColumn<T extends Row>({
  headingId,
  texts,
  items,
  create,
  rename,
  remove,
  saveSort,
  onDeleted,
  listStyle,
  ...list
}: CatalogueColumnProps<T>) {
  const sort = useSortDrafts(items)
  // The dialog open, if any.
  const [dialog, setDialog] = useState<Dialog<T> | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [savingSort, setSavingSort] = useState(false)
  const [sortError, setSortError] = useState<string | null>(null)

  const open = (next: Dialog<T>) => setDialog(next)
  const close = () => setDialog(null)

  const submitSort = async () => {
    setSavingSort(true)
    setSortError(null)
    try {
      await saveSort(sort.changes)
      sort.reset()
    } catch (error) {
      setSortError(errorText(error))
    } finally {
      setSavingSort(false)
    }
  }

  const confirmDelete = async (item: T) => {
    setDeleting(true)
    try {
      await remove(item)
      onDeleted?.(item)
    } catch (error) {
      // The row stays where it was; the toast says why (spec section 8's texts).
      console.warn('Delete failed', item._id, error)
      // No title: Mantine greys a titled toast's text below the contrast axe asks for.
      notify({ tone: 'bad', message: catalogueText.deleteFailed(item.name, errorText(error)), autoClose: LIMITS.toastDefaultMs })
    } finally {
      setDeleting(false)
      close()
    }
  }

  const nameDialog = dialog && dialog.kind !== 'delete' ? dialog : null
  const deleteDialog = dialog?.kind === 'delete' ? dialog : null

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} className={classes.column}>
      <div className={classes.head}>
        <Title order={2} size="h4" id={headingId}>
          {texts.title}
        </Title>
        <div className={classes.headActions}>
          <SaveSortButton changedCount={sort.changes.length} saving={savingSort} onSave={() => void submitSort()} />
          <MainAction onClick={() => open({ kind: 'create' })}>{texts.add}</MainAction>
        </div>
      </div>
      {sortError && <ErrorPanel title={catalogueText.sortSaveFailed} message={sortError} />}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <CatalogueList
          label={texts.listLabel}
          items={items}
          sort={sort}
          onRename={(item) => open({ kind: 'rename', item })}
          onDelete={(item) => open({ kind: 'delete', item })}
          {...(listStyle ? { style: listStyle } : {})}
          {...list}
        />
      )}
      <DialogSlot open={nameDialog}>
        {(asked, opened) => (
          <NameDialog
            opened={opened}
            title={asked.kind === 'rename' ? texts.renameTitle : texts.newTitle}
            schema={categoryNameFormSchema}
            defaults={{ name: asked.kind === 'rename' ? asked.item.name : '' }}
            submitLabel={asked.kind === 'rename' ? catalogueText.rename : catalogueText.create}
            onSubmit={({ name }) => (asked.kind === 'rename' ? rename.mutateAsync({ item: asked.item, name }) : create(name))}
            onClose={close}
          />
        )}
      </DialogSlot>
      {rename.dialog}
      <DialogSlot open={deleteDialog}>
        {(asked, opened) => (
          <ConfirmDialog
            opened={opened}
            title={texts.deleteTitle}
            message={texts.deleteMessage(asked.item.name)}
            confirmLabel={ru.common.delete}
            danger
            pending={deleting}
            onConfirm={() => void confirmDelete(asked.item)}
            onClose={close}
          />
        )}
      </DialogSlot>
    </Stack>
  )
}
