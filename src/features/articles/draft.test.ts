import { afterEach, describe, expect, it } from 'vitest'
import { articleDrafts } from './draft'

afterEach(() => sessionStorage.clear())

describe('article draft (the text being edited survives a reload until saved or cancelled)', () => {
  it('keeps a draft per country and article until it is cleared', () => {
    const draft = { name: 'Аренда', sort: '2', inner_html: '<b>текст</b>' }
    articleDrafts.write('c1', 'a1', draft)
    expect(articleDrafts.read('c1', 'a1')).toEqual(draft)
    expect(articleDrafts.read('c2', 'a1')).toBeNull()
    expect(articleDrafts.read('c1', 'a2')).toBeNull()
    articleDrafts.clear('c1', 'a1')
    expect(articleDrafts.read('c1', 'a1')).toBeNull()
  })

  it('ignores a stored value that is not a draft', () => {
    sessionStorage.setItem('console.articleDraft.c1.a1', '{"name": 1}')
    expect(articleDrafts.read('c1', 'a1')).toBeNull()
    sessionStorage.setItem('console.articleDraft.c1.a1', 'not json')
    expect(articleDrafts.read('c1', 'a1')).toBeNull()
  })
})
