import { applySortChanges, type SortChange } from '@/shared/lib/sort-diff'
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

const sortNumber = (sort: string | number | null) => {
  if (sort === null || sort === '') return Number.POSITIVE_INFINITY
  const value = Number(sort)
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
}

/** Blocks shown sorted by `sort` (spec: "sorted by sort"); no value goes last, ties keep their order. */
export function bySort<T extends { sort: string | number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sortNumber(a.item.sort) - sortNumber(b.item.sort) || a.index - b.index)
    .map(({ item }) => item)
}
