import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SortChange } from '@/shared/lib/sort-diff'
import {
  createArticle,
  createArticleBlock,
  deleteArticle,
  deleteArticleBlock,
  renameArticleBlock,
  sortArticleBlocks,
  updateArticle,
  type ArticleChanges,
  type NewArticle,
} from './api'
import { appendArticle, appendBlock, removeArticle, removeBlock, replaceArticle, replaceBlock, sortBlocks } from './cache'
import { articleQueries } from './queries'
import type { ArticleBlocksResponse, ArticlesResponse } from './schemas'

function useBlocksCache(countryId: string) {
  const queryClient = useQueryClient()
  const key = articleQueries.blocks(countryId).queryKey
  return (update: (data: ArticleBlocksResponse | undefined) => ArticleBlocksResponse | undefined) => queryClient.setQueryData(key, update)
}

function useArticlesCache(countryId: string) {
  const queryClient = useQueryClient()
  return (blockId: string, update: (data: ArticlesResponse | undefined) => ArticlesResponse | undefined) =>
    queryClient.setQueryData(articleQueries.list(countryId, blockId).queryKey, update)
}

export function useCreateArticleBlock(countryId: string) {
  const update = useBlocksCache(countryId)
  return useMutation({
    mutationFn: (name: string) => createArticleBlock(countryId, name),
    onSuccess: (block) => update((data) => appendBlock(data, block)),
  })
}

export function useRenameArticleBlock(countryId: string) {
  const update = useBlocksCache(countryId)
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameArticleBlock(id, name),
    onSuccess: (block) => update((data) => replaceBlock(data, block)),
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
      queryClient.removeQueries({ queryKey: articleQueries.list(countryId, id).queryKey, exact: true })
    },
  })
}

export function useCreateArticle(countryId: string) {
  const update = useArticlesCache(countryId)
  return useMutation({
    mutationFn: (input: NewArticle) => createArticle(countryId, input),
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

export function useDeleteArticle(countryId: string) {
  const update = useArticlesCache(countryId)
  return useMutation({
    mutationFn: ({ id }: { id: string; blockId: string }) => deleteArticle(countryId, id),
    onSuccess: (_answer, { id, blockId }) => update(blockId, (data) => removeArticle(data, id)),
  })
}
