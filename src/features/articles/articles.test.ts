import { describe, expect, it } from 'vitest'
import { articlesText } from '@/shared/i18n/articles'
import { articleChangesForm } from './api'
import { articleChanges, savedValues } from './article-changes'
import { appendArticle, appendBlock, bySort, removeArticle, removeBlock, replaceArticle, replaceBlock, sortBlocks } from './cache'
import { articleEditNameProblem, articlesSearchSchema, coverProblem, type Article, type ArticleBlock } from './schemas'

const block = (id: string, sort: number | string | null, name = id): ArticleBlock => ({ _id: id, name, sort, country_id: 'c' })
const article: Article = {
  _id: 'a1',
  name: 'Аренда жилья',
  sort: 2,
  photo_url: '/uploads/articles/a1.jpg',
  article_block_id: 'b1',
  inner_html: '<h1>Аренда</h1>',
  is_visible: true,
  updatedAt: '2026-01-10T00:00:00.000Z',
}

describe('article name rules (spec section 5)', () => {
  it('on edit the check is stricter: 2 characters or fewer are rejected', () => {
    expect(articleEditNameProblem('ок')).toBe(articlesText.editNameMin)
    expect(articleEditNameProblem(' ок ')).toBe(articlesText.editNameMin)
    expect(articleEditNameProblem('три')).toBeNull()
  })

  it('a new article needs a png or jpeg cover; on edit a cover is optional', () => {
    const file = (type: string) => new File(['x'], 'f', { type })
    expect(coverProblem(null, true)).toBe(articlesText.chooseFile)
    expect(coverProblem(null, false)).toBeNull()
    expect(coverProblem(file('image/gif'), false)).toBe(articlesText.coverType)
    expect(coverProblem(file('image/png'), true)).toBeNull()
    expect(coverProblem(file('image/jpeg'), true)).toBeNull()
  })
})

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

  it('blocks show sorted by sort, empty values last, ties in server order', () => {
    const sorted = bySort([block('x', null), block('a', '3'), block('b', 1), block('c', 3), block('d', '')])
    expect(sorted.map((b) => b._id)).toEqual(['b', 'a', 'c', 'x', 'd'])
  })
})

describe('article save (docs/api.md "Articles": only the changed parts)', () => {
  it('nothing changed sends nothing', () => {
    expect(articleChanges(article, savedValues(article), null)).toEqual({})
  })

  it('name and sort go as [field, value] pairs, an emptied sort as null; the body and a new cover when changed', () => {
    const cover = new File(['x'], 'c.png', { type: 'image/png' })
    const changes = articleChanges(article, { name: ' Новое имя ', sort: '', inner_html: '<b>x</b>' }, cover)
    expect(changes).toEqual({
      fields: [
        ['name', 'Новое имя'],
        ['sort', null],
      ],
      inner_html: '<b>x</b>',
      image: cover,
    })
    expect(articleChanges(article, { ...savedValues(article), sort: '5' }, null)).toEqual({ fields: [['sort', 5]] })
  })

  it('the multipart body: fields as one JSON part, inner_html, is_visible, image', () => {
    const cover = new File(['x'], 'c.png', { type: 'image/png' })
    const form = articleChangesForm({
      fields: [
        ['name', 'Имя'],
        ['sort', null],
      ],
      inner_html: '<b>x</b>',
      is_visible: false,
      image: cover,
    })
    expect(form.get('fields')).toBe('[["name","Имя"],["sort",null]]')
    expect(form.get('inner_html')).toBe('<b>x</b>')
    expect(form.get('is_visible')).toBe('false')
    expect((form.get('image') as File).name).toBe('c.png')
    expect([...articleChangesForm({ is_visible: true }).keys()]).toEqual(['is_visible'])
  })
})

describe('/articles search (the selected block and the open article live in the URL)', () => {
  it('keeps valid ids and drops anything else', () => {
    const id = '00000a4000000000000000001'.slice(1)
    expect(articlesSearchSchema.parse({ block: id, article: id, edit: true })).toEqual({ block: id, article: id, edit: true })
    expect(articlesSearchSchema.parse({ block: 'nope', article: 5, edit: 'yes' })).toEqual({
      block: undefined,
      article: undefined,
      edit: undefined,
    })
  })
})
