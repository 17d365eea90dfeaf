import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import type { SortChange } from '@/shared/lib/sort-diff'
import { uploadRequest } from '@/shared/photos/upload'
import { articleChangesForm, type ArticleChanges } from './article-changes'
import {
  articleBlockResponseSchema,
  articleBlocksResponseSchema,
  articleResponseSchema,
  articlesResponseSchema,
  type ArticleBlock,
  type ArticlesResponse,
} from './schemas'

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

/** GET /api/admins/article-blocks?country_id → articleBlocks. */
export function fetchArticleBlocks(countryId: string, signal?: AbortSignal) {
  return apiRequest(articleBlocksResponseSchema, '/admins/article-blocks', {
    searchParams: { country_id: countryId },
    ...withSignal(signal),
  })
}

/** POST /api/admins/article-blocks {name, country_id} → articleBlock. */
export async function createArticleBlock(countryId: string, name: string, idempotencyKey?: string): Promise<ArticleBlock> {
  const { articleBlock } = await apiRequest(articleBlockResponseSchema, '/admins/article-blocks', {
    method: 'post',
    json: { name, country_id: countryId },
    ...(idempotencyKey ? { idempotencyKey } : {}),
  })
  return articleBlock
}

/** PUT /api/admins/article-blocks/{id}/name {name} → articleBlock. */
export async function renameArticleBlock(id: string, name: string): Promise<ArticleBlock> {
  const { articleBlock } = await apiRequest(articleBlockResponseSchema, `/admins/article-blocks/${pathId(id)}/name`, {
    method: 'put',
    json: { name },
  })
  return articleBlock
}

/** PUT /api/admins/article-blocks/sort {country_id, sort: [{articleBlockId, sort}]}: the changed rows only. */
export function sortArticleBlocks(countryId: string, changes: readonly SortChange[]) {
  return apiRequest(okSchema, '/admins/article-blocks/sort', {
    method: 'put',
    json: { country_id: countryId, sort: changes.map((change) => ({ articleBlockId: change.id, sort: change.sort })) },
  })
}

/** DELETE /api/admins/article-blocks/{id}?country_id (the server hides it). */
export function deleteArticleBlock(countryId: string, id: string) {
  return apiRequest(okSchema, `/admins/article-blocks/${pathId(id)}`, { method: 'delete', searchParams: { country_id: countryId } })
}

/** GET /api/admins/articles?country_id&article_block_id → articles. */
export function fetchArticles(countryId: string, blockId: string, signal?: AbortSignal): Promise<ArticlesResponse> {
  return apiRequest(articlesResponseSchema, '/admins/articles', {
    searchParams: { country_id: countryId, article_block_id: blockId },
    ...withSignal(signal),
  })
}

export type NewArticle = { name: string; article_block_id: string; image: File }

/** POST /api/admins/articles?country_id, multipart name, article_block_id, image → article. */
export async function createArticle(countryId: string, input: NewArticle, idempotencyKey?: string) {
  const form = new FormData()
  form.append('name', input.name)
  form.append('article_block_id', input.article_block_id)
  form.append('image', input.image)
  const { article } = await uploadRequest(
    articleResponseSchema,
    `/admins/articles?country_id=${encodeURIComponent(countryId)}`,
    form,
    idempotencyKey ? { idempotencyKey } : {},
  )
  return article
}

/** PUT /api/admins/articles/{id}?country_id (multipart, see articleChangesForm) → article. */
export async function updateArticle(countryId: string, id: string, changes: ArticleChanges) {
  const { article } = await uploadRequest(
    articleResponseSchema,
    `/admins/articles/${pathId(id)}?country_id=${encodeURIComponent(countryId)}`,
    articleChangesForm(changes),
    {
      method: 'PUT',
    },
  )
  return article
}

/** DELETE /api/admins/articles/{id}?country_id (the server hides it). */
export function deleteArticle(countryId: string, id: string) {
  return apiRequest(okSchema, `/admins/articles/${pathId(id)}`, { method: 'delete', searchParams: { country_id: countryId } })
}
