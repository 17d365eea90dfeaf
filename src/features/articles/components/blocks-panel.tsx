import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useCreateArticleBlock, useDeleteArticleBlock, useRenameArticleBlock, useSortArticleBlocks } from '@/features/articles/mutations'
import { articleBlockFormSchema, type ArticleBlock } from '@/features/articles/schemas'
import { errorText } from '@/shared/api/client'
import { articlesText } from '@/shared/i18n/articles'
import { catalogueText } from '@/shared/i18n/categories'
import { ru } from '@/shared/i18n/ru'
import { useSortDrafts } from '@/shared/lib/use-sort-drafts'
import { MainAction, RowAction } from '@/shared/ui/actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { ListChoice } from '@/shared/ui/list-choice'
import { NameDialog } from '@/shared/ui/name-dialog'
import { notify } from '@/shared/ui/notify'
import { SaveSortButton, SortField } from '@/shared/ui/sort-controls'
import classes from './articles.module.css'

type BlocksPanelProps = {
  countryId: string
  blocks: ArticleBlock[]
  selectedId: string | undefined
  onSelect: (id: string | undefined) => void
}

type Dialog = { kind: 'create' } | { kind: 'rename'; block: ArticleBlock } | { kind: 'delete'; block: ArticleBlock } | null

/**
 * Spec section 2 "Articles screen": the article blocks sorted by `sort`, each with its sort field,
 * rename and delete; 'save sort' appears only when a value changed and sends only those.
 */
export function BlocksPanel({ countryId, blocks, selectedId, onSelect }: BlocksPanelProps) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const sort = useSortDrafts(blocks)
  const create = useCreateArticleBlock(countryId)
  const rename = useRenameArticleBlock(countryId)
  const saveSort = useSortArticleBlocks(countryId)
  const remove = useDeleteArticleBlock(countryId)

  const submitSort = () =>
    saveSort.mutate(sort.changes, {
      onSuccess: () => {
        sort.reset()
        notify({ tone: 'good', message: articlesText.sortSaved })
      },
    })

  const deleting = dialog?.kind === 'delete' ? dialog.block : null
  const naming = dialog?.kind === 'create' || dialog?.kind === 'rename' ? dialog : null

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="article-blocks-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="article-blocks-title">
            {articlesText.blocksTitle}
          </Title>
          <div className={classes.headActions}>
            <SaveSortButton changedCount={sort.changes.length} saving={saveSort.isPending} onSave={submitSort} />
            <MainAction onClick={() => setDialog({ kind: 'create' })}>{articlesText.newBlock}</MainAction>
          </div>
        </Group>
        {saveSort.isError && (
          <ErrorPanel title={catalogueText.sortSaveFailed} error={saveSort.error} onRetry={submitSort} retrying={saveSort.isPending} />
        )}
        {blocks.length === 0 ? (
          <Text c="dimmed" size="sm">
            {articlesText.blocksEmpty}
          </Text>
        ) : (
          <ul className={classes.blockList}>
            {blocks.map((block) => {
              const selected = block._id === selectedId
              return (
                <li key={block._id} className={classes.blockRow} data-selected={selected || undefined}>
                  <div className={classes.blockName}>
                    <ListChoice selected={selected} onClick={() => onSelect(block._id)}>
                      {block.name}
                    </ListChoice>
                  </div>
                  <div className={classes.blockActions}>
                    <SortField name={block.name} value={sort.valueOf(block)} onChange={(typed) => sort.change(block._id, typed)} />
                    <RowAction aria-label={articlesText.renameBlockOf(block.name)} onClick={() => setDialog({ kind: 'rename', block })}>
                      {articlesText.renameBlock}
                    </RowAction>
                    <RowAction
                      danger
                      aria-label={articlesText.deleteBlockOf(block.name)}
                      onClick={() => {
                        remove.reset()
                        setDialog({ kind: 'delete', block })
                      }}
                    >
                      {articlesText.deleteBlock}
                    </RowAction>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </Stack>
      <DialogSlot open={naming}>
        {(asked, opened) => (
          <NameDialog
            opened={opened}
            title={asked.kind === 'rename' ? articlesText.renameBlockTitle : articlesText.newBlockTitle}
            schema={articleBlockFormSchema}
            defaults={{ name: asked.kind === 'rename' ? asked.block.name : '' }}
            submitLabel={asked.kind === 'rename' ? catalogueText.rename : catalogueText.create}
            onSubmit={async ({ name }) => {
              if (asked.kind === 'rename') {
                await rename.mutateAsync({ item: asked.block, name })
              } else {
                const block = await create.mutateAsync(name)
                onSelect(block._id)
              }
            }}
            onClose={() => setDialog(null)}
          />
        )}
      </DialogSlot>
      {rename.dialog}
      <DialogSlot open={deleting}>
        {(block, opened) => (
          <ConfirmDialog
            opened={opened}
            title={articlesText.deleteBlockTitle}
            message={articlesText.deleteBlockMessage(block.name)}
            confirmLabel={ru.common.delete}
            danger
            pending={remove.isPending}
            error={remove.error ? errorText(remove.error) : null}
            onConfirm={() =>
              remove.mutate(block._id, {
                onSuccess: () => {
                  setDialog(null)
                  // Spec section 4: after deleting the selected block the selection is cleared.
                  if (block._id === selectedId) onSelect(undefined)
                  notify({ tone: 'good', message: articlesText.blockDeleted })
                },
              })
            }
            onClose={() => setDialog(null)}
          />
        )}
      </DialogSlot>
    </Paper>
  )
}
