import { describe, expect, it } from 'vitest'
import { appendArticle, appendBlock, removeArticle, removeBlock, replaceArticle, replaceBlock, sortBlocks } from './mutations'
import type { Article, ArticleBlock } from './schemas'

const block = (id: string, sort: number | string | null, name = id): ArticleBlock => ({ _id: id, name, sort, country_id: 'c' })
const article: Article = {
  _id: 'a1',
  name: 'Аренда',
  sort: 2,
  photo_url: '',
  article_block_id: 'b1',
  inner_html: '',
  is_visible: true,
  updatedAt: null,
}

describe('article caches (spec section 4: appended on create, replaced on update, removed on delete)', () => {
  it('blocks', () => {
    const data = { articleBlocks: [block('b1', 1), block('b2', 2)] }
    expect(appendBlock(data, block('b3', null))!.articleBlocks.map((b) => b._id)).toEqual(['b1', 'b2', 'b3'])
    expect(replaceBlock(data, block('b1', 1, 'Новое'))!.articleBlocks[0]!.name).toBe('Новое')
    expect(removeBlock(data, 'b1')!.articleBlocks.map((b) => b._id)).toEqual(['b2'])
    expect(sortBlocks(data, [{ id: 'b2', sort: null }])!.articleBlocks.map((b) => b.sort)).toEqual([1, null])
    expect(appendBlock(undefined, block('b3', 1))).toBeUndefined()
  })

  it('articles', () => {
    const data = { articles: [article] }
    const other = { ...article, _id: 'a2' }
    expect(appendArticle(data, other)!.articles.map((a) => a._id)).toEqual(['a1', 'a2'])
    expect(replaceArticle(data, { ...article, is_visible: false })!.articles[0]!.is_visible).toBe(false)
    expect(removeArticle(data, 'a1')!.articles).toEqual([])
  })
})
