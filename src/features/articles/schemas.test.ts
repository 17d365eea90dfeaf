import { describe, expect, it } from 'vitest'
import { articlesText } from '@/shared/i18n/articles'
import { articleEditNameProblem, articlesSearchSchema, coverProblem } from './schemas'

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
