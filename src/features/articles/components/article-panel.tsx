import { Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { articleChanges, savedValues } from '@/features/articles/article-changes'
import type { ArticleDraft } from '@/features/articles/draft'
import { useSaveArticle } from '@/features/articles/mutations'
import { articleQueries } from '@/features/articles/queries'
import { articleEditNameProblem, coverProblem, type Article } from '@/features/articles/schemas'
import { articlesText } from '@/shared/i18n/articles'
import { cleanSortInput, sortText } from '@/shared/lib/sort-diff'
import { MarkupView } from '@/shared/markup/markup-preview'
import { MarkupFormEnd, useMarkupForm } from '@/shared/markup/use-markup-form'
import { staticUrl } from '@/shared/startup/env'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { QueryState } from '@/shared/ui/query-state'
import { CoverField } from './cover-field'

export type ArticlePanelProps = {
  countryId: string
  blockId: string
  articleId: string
  edit: boolean
  onEdit: (edit: boolean) => void
  onClose: () => void
}

/** Spec section 4 "Article": view, then edit, then save or cancel. */
export default function ArticlePanel({ countryId, blockId, articleId, edit, onEdit, onClose }: ArticlePanelProps) {
  const list = useQuery(articleQueries.list(countryId, blockId))
  const back = (
    <div>
      <SecondaryAction onClick={onClose}>{articlesText.backToList}</SecondaryAction>
    </div>
  )
  return (
    <QueryState query={list} title={articlesText.articlesFailed}>
      {({ articles }) => {
        const article = articles.find((item) => item._id === articleId)
        if (!article) {
          return (
            <Stack gap="sm">
              {back}
              <ErrorPanel message={articlesText.articleNotFound} />
            </Stack>
          )
        }
        return (
          <Paper withBorder p="md" radius="md" component="article" aria-labelledby="article-title">
            {edit ? (
              <ArticleEditor key={article._id} countryId={countryId} article={article} onDone={() => onEdit(false)} />
            ) : (
              <ArticleView article={article} back={back} onEdit={() => onEdit(true)} />
            )}
          </Paper>
        )
      }}
    </QueryState>
  )
}

function ArticleView({ article, back, onEdit }: { article: Article; back: React.ReactNode; onEdit: () => void }) {
  const sort = sortText(article.sort)
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {back}
        <MainAction onClick={onEdit}>{articlesText.edit}</MainAction>
      </Group>
      <Title order={2} size="h3" id="article-title">
        {article.name}
      </Title>
      <Text size="sm" c="dimmed">
        {articlesText.sortOf(sort || articlesText.noSort)}
      </Text>
      {article.photo_url && <Image src={staticUrl(article.photo_url)} alt={articlesText.cover(article.name)} maw={420} radius="sm" />}
      {article.inner_html.trim() === '' ? (
        <Text c="dimmed">{articlesText.bodyEmpty}</Text>
      ) : (
        <MarkupView markup={article.inner_html} label={articlesText.bodyLabel} />
      )}
    </Stack>
  )
}

const ARTICLE_FIELD_LABELS = {
  name: articlesText.nameLabel,
  sort: articlesText.sortLabel,
  inner_html: articlesText.bodyLabel,
  cover: articlesText.newCover,
}

/** The editor's values: the article's fields and a chosen, not yet saved cover, kept with the draft (a Blob in IndexedDB). */
type ArticleEditValues = ArticleDraft & { cover: File | null }

const textOf = ({ cover: _cover, ...text }: ArticleEditValues): ArticleDraft => text

function ArticleEditor({ countryId, article, onDone }: { countryId: string; article: Article; onDone: () => void }) {
  const saved = useMemo<ArticleEditValues>(() => ({ ...savedValues(article), cover: null }), [article])
  const [errors, setErrors] = useState<{ name: string | null; cover: string | null }>({ name: null, cover: null })
  const update = useSaveArticle(countryId)
  const form = useMarkupForm({ kind: 'article', id: article._id, labels: ARTICLE_FIELD_LABELS, saved, onDone })
  const { values, set } = form
  const { cover } = values

  const save = () => {
    const found = { name: articleEditNameProblem(values.name), cover: coverProblem(cover, false) }
    setErrors(found)
    if (found.name || found.cover) return
    let typed = form.base
    form.submit(
      (current) => {
        typed = current
        return articleChanges(form.base, textOf(current), current.cover)
      },
      // Merged onto the article as the server holds it now, against the values the editor opened with.
      () => update.mutateAsync({ article, base: textOf(form.base), mine: textOf(typed), cover: typed.cover }),
      articlesText.saved,
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="article-title">
          {article.name}
        </Title>
        {form.notice}
        <Group align="flex-start" gap="sm" grow>
          <TextInput
            label={articlesText.nameLabel}
            value={values.name}
            onChange={(event) => {
              set({ name: event.currentTarget.value })
              setErrors((current) => ({ ...current, name: null }))
            }}
            error={errors.name}
            autoComplete="off"
          />
          <TextInput
            label={articlesText.sortLabel}
            value={values.sort}
            onChange={(event) => set({ sort: cleanSortInput(event.currentTarget.value) })}
            inputMode="numeric"
            autoComplete="off"
            maw={160}
          />
        </Group>
        <CoverField
          id="article-cover-label"
          label={articlesText.newCover}
          file={cover}
          savedUrl={staticUrl(article.photo_url)}
          alt={articlesText.cover(article.name)}
          onChange={(file) => {
            set({ cover: file })
            setErrors((current) => ({ ...current, cover: coverProblem(file, false) }))
          }}
          problem={errors.cover}
        />
        <MarkupFormEnd bodyLabel={articlesText.bodyLabel} form={form} save={update} failedTitle={articlesText.saveFailed} onRetry={save} />
      </Stack>
    </form>
  )
}
