import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useCreateArticle, useDeleteArticle, useUpdateArticle } from '@/features/articles/mutations'
import { articleQueries } from '@/features/articles/queries'
import type { Article, ArticleBlock } from '@/features/articles/schemas'
import { errorText } from '@/shared/api/client'
import { articlesText } from '@/shared/i18n/articles'
import { ru } from '@/shared/i18n/ru'
import { bySort } from '@/shared/lib/sort-diff'
import { MainAction } from '@/shared/ui/actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { notify } from '@/shared/ui/notify'
import { QueryState } from '@/shared/ui/query-state'
import { ArticleCard } from './article-card'
import classes from './articles.module.css'
import { NewArticleDialog } from './new-article-dialog'

type ArticlesListProps = {
  countryId: string
  block: ArticleBlock
  onOpen: (article: Article, edit: boolean) => void
}

/** The articles of the selected block as cards, with the new-article modal and delete confirmation. */
export function ArticlesList({ countryId, block, onOpen }: ArticlesListProps) {
  const list = useQuery(articleQueries.list(countryId, block._id))
  const create = useCreateArticle(countryId)
  const update = useUpdateArticle(countryId)
  const remove = useDeleteArticle(countryId)
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<Article | null>(null)

  const toggle = (article: Article, visible: boolean) => update.mutate({ id: article._id, changes: { is_visible: visible } })
  const failedToggle = update.isError ? update.variables : undefined

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="articles-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="articles-title">
            {articlesText.articlesTitle(block.name)}
          </Title>
          <MainAction onClick={() => setCreating(true)}>{articlesText.newArticle}</MainAction>
        </Group>
        {failedToggle && (
          <ErrorPanel
            title={articlesText.visibilityFailed}
            error={update.error}
            onRetry={() => update.mutate(failedToggle)}
            retrying={update.isPending}
          />
        )}
        <QueryState query={list} title={articlesText.articlesFailed}>
          {({ articles }) =>
            articles.length === 0 ? (
              <Text c="dimmed" size="sm">
                {articlesText.articlesEmpty}
              </Text>
            ) : (
              <ul className={classes.cards}>
                {bySort(articles).map((article) => (
                  <ArticleCard
                    key={article._id}
                    article={article}
                    toggling={update.isPending && update.variables.id === article._id}
                    onToggle={(visible) => toggle(article, visible)}
                    onOpen={() => onOpen(article, false)}
                    onEdit={() => onOpen(article, true)}
                    onDelete={() => {
                      remove.reset()
                      setDeleting(article)
                    }}
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Stack>
      <DialogSlot open={creating}>
        {(_, opened) => (
          <NewArticleDialog
            opened={opened}
            blockId={block._id}
            onSubmit={(input) => create.mutateAsync(input)}
            onClose={() => setCreating(false)}
          />
        )}
      </DialogSlot>
      <DialogSlot open={deleting}>
        {(article, opened) => (
          <ConfirmDialog
            opened={opened}
            title={articlesText.deleteArticleTitle}
            message={articlesText.deleteArticleMessage(article.name)}
            confirmLabel={ru.common.delete}
            danger
            pending={remove.isPending}
            error={remove.error ? errorText(remove.error) : null}
            onConfirm={() =>
              remove.mutate(
                { id: article._id, blockId: block._id },
                {
                  onSuccess: () => {
                    setDeleting(null)
                    notify({ tone: 'good', message: articlesText.articleDeleted })
                  },
                },
              )
            }
            onClose={() => setDeleting(null)}
          />
        )}
      </DialogSlot>
    </Paper>
  )
}
