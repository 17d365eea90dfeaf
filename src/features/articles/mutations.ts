import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/shared/api/client'
import { setCachedData, removeCached } from '@/shared/cache/query-cache'
import { articlesText } from '@/shared/i18n/articles'
import { applySortChanges, type SortChange } from '@/shared/lib/sort-diff'
import { useCreateOnce } from '@/shared/save/create-once'
import { freshOne } from '@/shared/save/fresh-one'
import { useMergedRename, useMergedSave } from '@/shared/save/use-merged-save'
import {
  createArticle,
  createArticleBlock,
  deleteArticle,
  deleteArticleBlock,
  fetchArticleBlocks,
  fetchArticles,
  renameArticleBlock,
  sortArticleBlocks,
  updateArticle,
  type NewArticle,
} from './api'
import { articleChanges, savedValues, type ArticleChanges } from './article-changes'
import type { ArticleDraft } from './draft'
import { articleQueries } from './queries'
import type { Article, ArticleBlock, ArticleBlocksResponse, ArticlesResponse } from './schemas'

/**
 * Spec section 4 "Lists": article blocks and articles are appended on create, replaced on update,
 * removed on delete. Pure updates of the cached answers (a missing answer stays missing).
 */
export function appendBlock(data: ArticleBlocksResponse | undefined, block: ArticleBlock): ArticleBlocksResponse | undefined {
  return data && { ...data, articleBlocks: [...data.articleBlocks.filter((item) => item._id !== block._id), block] }
}

export function replaceBlock(data: ArticleBlocksResponse | undefined, block: ArticleBlock): ArticleBlocksResponse | undefined {
  return data && { ...data, articleBlocks: data.articleBlocks.map((item) => (item._id === block._id ? block : item)) }
}

export function removeBlock(data: ArticleBlocksResponse | undefined, id: string): ArticleBlocksResponse | undefined {
  return data && { ...data, articleBlocks: data.articleBlocks.filter((item) => item._id !== id) }
}

export function sortBlocks(data: ArticleBlocksResponse | undefined, changes: readonly SortChange[]): ArticleBlocksResponse | undefined {
  return data && { ...data, articleBlocks: applySortChanges(data.articleBlocks, changes) }
}

export function appendArticle(data: ArticlesResponse | undefined, article: Article): ArticlesResponse | undefined {
  return data && { ...data, articles: [...data.articles.filter((item) => item._id !== article._id), article] }
}

export function replaceArticle(data: ArticlesResponse | undefined, article: Article): ArticlesResponse | undefined {
  return data && { ...data, articles: data.articles.map((item) => (item._id === article._id ? article : item)) }
}

export function removeArticle(data: ArticlesResponse | undefined, id: string): ArticlesResponse | undefined {
  return data && { ...data, articles: data.articles.filter((item) => item._id !== id) }
}

function useBlocksCache(countryId: string) {
  const queryClient = useQueryClient()
  const key = articleQueries.blocks(countryId).queryKey
  return (update: (data: ArticleBlocksResponse | undefined) => ArticleBlocksResponse | undefined) => setCachedData(queryClient, key, update)
}

function useArticlesCache(countryId: string) {
  const queryClient = useQueryClient()
  return (blockId: string, update: (data: ArticlesResponse | undefined) => ArticlesResponse | undefined) =>
    setCachedData(queryClient, articleQueries.list(countryId, blockId).queryKey, update)
}

/** Made once (shared/save/create-once.ts): an uncertain answer is looked up among the country's blocks before the retry. */
export function useCreateArticleBlock(countryId: string) {
  const queryClient = useQueryClient()
  const update = useBlocksCache(countryId)
  const createOnce = useCreateOnce({
    create: (name: string, key) => createArticleBlock(countryId, name, key),
    list: async () => (await fetchArticleBlocks(countryId)).articleBlocks,
    shown: () => queryClient.getQueryData<ArticleBlocksResponse>(articleQueries.blocks(countryId).queryKey)?.articleBlocks,
    sent: (name) => ({ name, country_id: countryId }),
  })
  return useMutation({
    mutationFn: createOnce,
    onSuccess: (block) => update((data) => appendBlock(data, block)),
  })
}

/** A block's rename on the one save path: merged onto its name as the server holds it now (`mutateAsync({ item, name })`). */
export function useRenameArticleBlock(countryId: string) {
  const update = useBlocksCache(countryId)
  return useMergedRename({
    read: async (block: ArticleBlock) =>
      freshOne((await fetchArticleBlocks(countryId)).articleBlocks, block._id, 'There is no such article block'),
    write: (block, name) => renameArticleBlock(block._id, name),
    store: (block) => update((data) => replaceBlock(data, block)),
  })
}

export function useSortArticleBlocks(countryId: string) {
  const update = useBlocksCache(countryId)
  return useMutation({
    mutationFn: (changes: SortChange[]) => sortArticleBlocks(countryId, changes),
    onSuccess: (_answer, changes) => update((data) => sortBlocks(data, changes)),
  })
}

export function useDeleteArticleBlock(countryId: string) {
  const queryClient = useQueryClient()
  const update = useBlocksCache(countryId)
  return useMutation({
    mutationFn: (id: string) => deleteArticleBlock(countryId, id),
    onSuccess: (_answer, id) => {
      update((data) => removeBlock(data, id))
      removeCached(queryClient, articleQueries.list(countryId, id).queryKey, { exact: true })
    },
  })
}

/** Made once (shared/save/create-once.ts): an uncertain answer is looked up among its block's articles before the retry. */
export function useCreateArticle(countryId: string) {
  const queryClient = useQueryClient()
  const update = useArticlesCache(countryId)
  const createOnce = useCreateOnce({
    create: (input: NewArticle, key) => createArticle(countryId, input, key),
    list: async (input) => (await fetchArticles(countryId, input.article_block_id)).articles,
    shown: (input) => queryClient.getQueryData<ArticlesResponse>(articleQueries.list(countryId, input.article_block_id).queryKey)?.articles,
    sent: (input) => ({ name: input.name, article_block_id: input.article_block_id }),
  })
  return useMutation({
    mutationFn: createOnce,
    onSuccess: (article) => update(article.article_block_id, (data) => appendArticle(data, article)),
  })
}

/** A save or a visibility toggle: the answer replaces the article in its block's list. */
export function useUpdateArticle(countryId: string) {
  const update = useArticlesCache(countryId)
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ArticleChanges }) => updateArticle(countryId, id, changes),
    onSuccess: (article) => update(article.article_block_id, (data) => replaceArticle(data, article)),
  })
}

const NO_SUCH_ARTICLE = 'There is no such article'

/** The article as the server holds it now, read past the cache (its block's list). */
async function fetchFreshArticle(countryId: string, article: Article): Promise<Article> {
  const { articles } = await fetchArticles(countryId, article.article_block_id)
  const found = articles.find((candidate) => candidate._id === article._id)
  if (!found) throw new ApiError('http', NO_SUCH_ARTICLE, { status: 404, serverMessage: NO_SUCH_ARTICLE })
  return found
}

/**
 * The article editor's save on the one save path (shared/save/use-merged-save.tsx): `article` names it (its id and
 * block), `base` is what the editor opened with (never the cache as it is now: a save in another tab reaches it),
 * `mine` what is typed, `cover` a new cover; the parts that differ from the article as the server holds it now are
 * sent. The answer replaces the article in its block's list.
 */
export function useSaveArticle(countryId: string) {
  const update = useArticlesCache(countryId)
  return useMergedSave({
    sides: ({ base, mine }: { article: Article; base: ArticleDraft; mine: ArticleDraft; cover: File | null }) => ({ base, mine }),
    labels: { name: articlesText.nameLabel, sort: articlesText.sortLabel, inner_html: articlesText.bodyLabel },
    read: ({ article }) => fetchFreshArticle(countryId, article),
    toValues: savedValues,
    write: (merged, fresh, { article, cover }) => updateArticle(countryId, article._id, articleChanges(fresh, merged, cover)),
    store: (article) => update(article.article_block_id, (data) => replaceArticle(data, article)),
  })
}

export function useDeleteArticle(countryId: string) {
  const update = useArticlesCache(countryId)
  return useMutation({
    mutationFn: ({ id }: { id: string; blockId: string }) => deleteArticle(countryId, id),
    onSuccess: (_answer, { id, blockId }) => update(blockId, (data) => removeArticle(data, id)),
  })
}
