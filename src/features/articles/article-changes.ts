import { sortText } from '@/shared/lib/sort-diff'
import type { ArticleDraft } from './draft'
import type { Article } from './schemas'

/**
 * What an article save changes (docs/api.md "Articles"): the name and sort as `[field, value]`
 * pairs, the body, the visibility and a new cover. Only the given parts are sent.
 */
export type ArticleChanges = {
  fields?: ['name' | 'sort', string | number | null][]
  inner_html?: string
  is_visible?: boolean
  image?: File | null
}

/** The multipart body of PUT /admins/articles/{id}: `fields` is one JSON text part (api-contract "Multipart bodies"). */
export function articleChangesForm(changes: ArticleChanges): FormData {
  const form = new FormData()
  if (changes.fields && changes.fields.length > 0) form.append('fields', JSON.stringify(changes.fields))
  if (changes.inner_html !== undefined) form.append('inner_html', changes.inner_html)
  if (changes.is_visible !== undefined) form.append('is_visible', String(changes.is_visible))
  if (changes.image) form.append('image', changes.image)
  return form
}

/** What the edit form starts from: the saved name, sort (as typed text) and body. */
export const savedValues = (article: Article): ArticleDraft => ({
  name: article.name,
  sort: sortText(article.sort),
  inner_html: article.inner_html,
})

/**
 * The changed parts only (docs/api.md "Articles") of `values` against `article` (a saved article, or the values an
 * editor opened with): name and sort as `[field, value]` pairs (an emptied sort is null), the body when it changed, a
 * new cover when one was chosen.
 */
export function articleChanges(
  article: Pick<Article, 'name' | 'sort' | 'inner_html'>,
  values: ArticleDraft,
  cover: File | null,
): ArticleChanges {
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
