import { describe, expect, it } from 'vitest'
import { articleChanges, articleChangesForm, savedValues } from './article-changes'
import type { Article } from './schemas'

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
