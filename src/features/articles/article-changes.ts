import { sortText } from '@/shared/lib/sort-diff'
import type { ArticleChanges } from './api'
import type { ArticleDraft } from './draft'
import type { Article } from './schemas'

/** What the edit form starts from: the saved name, sort (as typed text) and body. */
export const savedValues = (article: Article): ArticleDraft => ({
  name: article.name,
  sort: sortText(article.sort),
  inner_html: article.inner_html,
})

/**
 * The changed parts only (docs/api.md "Articles"): name and sort as `[field, value]` pairs (an
 * emptied sort is null), the body when it changed, a new cover when one was chosen.
 */
export function articleChanges(article: Article, values: ArticleDraft, cover: File | null): ArticleChanges {
  const changes: ArticleChanges = {}
  const fields: NonNullable<ArticleChanges['fields']> = []
  const name = values.name.trim()
  if (name !== article.name) fields.push(['name', name])
  if (values.sort !== sortText(article.sort)) fields.push(['sort', values.sort === '' ? null : Number(values.sort)])
  if (fields.length > 0) changes.fields = fields
  if (values.inner_html !== article.inner_html) changes.inner_html = values.inner_html
  if (cover) changes.image = cover
  return changes
}
