import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { staticUrl } from '../../../shared/env'
import { articlesText } from '../../../shared/i18n/articles'
import { markupText } from '../../../shared/i18n/markup'
import { LIMITS, PHOTO_MIME_TYPES } from '../../../shared/limits'
import { cleanSortInput, sortText } from '../../../shared/lib/sort-diff'
import { distinctFragments, findForbiddenFragments, type ForbiddenFragment } from '../../../shared/markup/forbidden-fragments'
import { MarkupView } from '../../../shared/markup/markup-preview'
import { MarkupWorkbench } from '../../../shared/markup/markup-workbench'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import { FailureDialog } from '../../../shared/ui/failure-dialog'
import { objectUrl } from '../../../shared/ui/photo-picker'
import { PendingPanel } from '../../../shared/ui/pending-panel'
import { useLeaveGuard } from '../../../shared/ui/use-leave-guard'
import { articleChanges, savedValues } from '../article-changes'
import { articleDrafts, type ArticleDraft } from '../draft'
import { useUpdateArticle } from '../mutations'
import { articleQueries } from '../queries'
import { articleEditNameProblem, coverProblem, type Article } from '../schemas'

export type ArticlePanelProps = {
  countryId: string
  blockId: string
  articleId: string
  edit: boolean
  onEdit: (edit: boolean) => void
  onClose: () => void
}

/** Spec section 4 "Article": view, then edit, then save or cancel. Loaded when an article opens. */
export default function ArticlePanel({ countryId, blockId, articleId, edit, onEdit, onClose }: ArticlePanelProps) {
  const list = useQuery(articleQueries.list(countryId, blockId))
  const article = list.data?.articles.find((item) => item._id === articleId)
  const back = (
    <Button variant="default" size="xs" onClick={onClose} w="fit-content">
      {articlesText.backToList}
    </Button>
  )

  if (list.isPending) return <PendingPanel />
  if (list.isError) return <ErrorPanel title={articlesText.articlesFailed} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
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
}

function ArticleView({ article, back, onEdit }: { article: Article; back: React.ReactNode; onEdit: () => void }) {
  const sort = sortText(article.sort)
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {back}
        <Button size="xs" onClick={onEdit}>
          {articlesText.edit}
        </Button>
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

function ArticleEditor({ countryId, article, onDone }: { countryId: string; article: Article; onDone: () => void }) {
  const saved = useMemo(() => savedValues(article), [article])
  const [restored] = useState(() => articleDrafts.read(countryId, article._id))
  const [values, setValues] = useState<ArticleDraft>(() => restored ?? saved)
  const [problems, setProblems] = useState<ForbiddenFragment[]>(() => findForbiddenFragments(values.inner_html))
  const [cover, setCover] = useState<File | null>(null)
  const [errors, setErrors] = useState<{ name: string | null; cover: string | null }>({ name: null, cover: null })
  const [blocked, setBlocked] = useState<string | null>(null)
  const update = useUpdateArticle(countryId)
  const coverPreview = cover ? objectUrl(cover) : null

  const changed = values.name !== saved.name || values.sort !== saved.sort || values.inner_html !== saved.inner_html
  const dirty = changed || cover !== null
  const guard = useLeaveGuard(dirty)

  // The typed text survives a reload until saved or cancelled; leaving the editor drops it.
  useEffect(() => {
    if (changed) articleDrafts.write(countryId, article._id, values)
    else articleDrafts.clear(countryId, article._id)
  }, [changed, values, countryId, article._id])
  useEffect(() => () => articleDrafts.clear(countryId, article._id), [countryId, article._id])

  const set = (patch: Partial<ArticleDraft>) => setValues((current) => ({ ...current, ...patch }))

  const finish = () => {
    articleDrafts.clear(countryId, article._id)
    guard.allowNext()
    onDone()
  }

  const save = () => {
    const found = { name: articleEditNameProblem(values.name), cover: coverProblem(cover, false) }
    setErrors(found)
    if (found.name || found.cover) return
    const fragments = findForbiddenFragments(values.inner_html)
    if (fragments.length > 0) {
      // Spec section 5: saving is blocked and the alert names what was found.
      setBlocked(markupText.forbiddenAlert(distinctFragments(fragments)))
      return
    }
    const changes = articleChanges(article, values, cover)
    if (Object.keys(changes).length === 0) {
      finish()
      return
    }
    update.mutate(
      { id: article._id, changes },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: articlesText.saved, autoClose: LIMITS.toastShortMs })
          finish()
        },
      },
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
        {restored && (
          <Alert color="blue" variant="light" role="status">
            {articlesText.draftRestored}
          </Alert>
        )}
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
        <Stack gap={6}>
          <Text size="sm" fw={500} id="article-cover-label">
            {articlesText.newCover}
          </Text>
          <Group gap="sm" align="center">
            <Image src={coverPreview ?? staticUrl(article.photo_url)} alt={articlesText.cover(article.name)} h={90} w="auto" fit="contain" radius="sm" />
            <FileButton
              accept={PHOTO_MIME_TYPES.join(',')}
              onChange={(file) => {
                setCover(file)
                setErrors((current) => ({ ...current, cover: coverProblem(file, false) }))
              }}
            >
              {(props) => (
                <Button {...props} variant="default" size="xs" aria-describedby="article-cover-label">
                  {articlesText.chooseCover}
                </Button>
              )}
            </FileButton>
            {cover && <Text size="xs">{articlesText.coverChosen(cover.name)}</Text>}
          </Group>
          {errors.cover && (
            <Text size="xs" c="red.9" role="alert">
              {errors.cover}
            </Text>
          )}
        </Stack>
        <MarkupWorkbench
          label={articlesText.bodyLabel}
          value={values.inner_html}
          problems={problems}
          onChange={(text, found) => {
            set({ inner_html: text })
            setProblems(found)
          }}
        />
        {update.isError && <ErrorPanel title={articlesText.saveFailed} error={update.error} onRetry={save} retrying={update.isPending} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={finish} disabled={update.isPending}>
            {articlesText.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {articlesText.save}
          </Button>
        </Group>
      </Stack>
      <FailureDialog title={markupText.forbiddenAlertTitle} message={blocked} onClose={() => setBlocked(null)} />
      {guard.modal}
    </form>
  )
}
