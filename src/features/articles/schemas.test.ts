import { describe, expect, it } from 'vitest'
import { articlesText } from '@/shared/i18n/articles'
import { catalogueText } from '@/shared/i18n/categories'
import { articleBlockFormSchema, articleEditNameProblem, articlesSearchSchema, coverProblem, newArticleFormSchema } from './schemas'

/** Each refused field with its message. */
function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}
const file = (type: string) => new File(['x'], 'f', { type })

describe('article name rules (spec section 5)', () => {
  it('on edit the check is stricter: 2 characters or fewer are rejected', () => {
    expect(articleEditNameProblem('ок')).toBe(articlesText.editNameMin)
    expect(articleEditNameProblem(' ок ')).toBe(articlesText.editNameMin)
    expect(articleEditNameProblem('три')).toBeNull()
  })

  it('a new article needs a png or jpeg cover; on edit a cover is optional', () => {
    expect(coverProblem(null, true)).toBe(articlesText.chooseFile)
    expect(coverProblem(null, false)).toBeNull()
    expect(coverProblem(file('image/gif'), false)).toBe(articlesText.coverType)
    expect(coverProblem(file('image/png'), true)).toBeNull()
    expect(coverProblem(file('image/jpeg'), true)).toBeNull()
  })
})

describe('the article block name dialog (spec section 5: at least 2 characters)', () => {
  it('refuses a name shorter than 2 once trimmed with "Минимум 2 символа"', () => {
    expect(errorsOf(articleBlockFormSchema.safeParse({ name: ' В ' }))).toEqual({ name: catalogueText.nameMin })
  })

  it('sends the name trimmed', () => {
    expect(articleBlockFormSchema.parse({ name: '  Визы ' })).toEqual({ name: 'Визы' })
  })
})

describe('the new article dialog (spec section 5: a name of at least 2 and a png or jpeg cover)', () => {
  it('refuses a short name with "Минимум 2 символа" and a missing cover with "Выберите файл"', () => {
    expect(errorsOf(newArticleFormSchema.safeParse({ name: 'я', cover: null }))).toEqual({
      name: catalogueText.nameMin,
      cover: articlesText.chooseFile,
    })
    expect(articlesText.chooseFile).toBe('Выберите файл')
  })

  it('refuses a cover that is neither png nor jpeg with the type message', () => {
    expect(errorsOf(newArticleFormSchema.safeParse({ name: 'Визы', cover: file('image/gif') }))).toEqual({ cover: articlesText.coverType })
  })

  it('sends the trimmed name and the chosen png or jpeg', () => {
    for (const type of ['image/png', 'image/jpeg']) {
      const cover = file(type)
      expect(newArticleFormSchema.parse({ name: ' Виза для студентов ', cover })).toEqual({ name: 'Виза для студентов', cover })
    }
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
