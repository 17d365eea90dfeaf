import { http } from 'msw'
import { z } from 'zod'
import { LIMITS, PHOTO_MIME_TYPES } from '@/shared/limits'
import type { ArticleBlockRecord, ArticleRecord } from '../db'
import { api, authed, bySort, MockHttpError, ok, readForm, readJson, requireCan, searchParam, storeFile, type Caller } from '../lib'
import { newId } from '../random'
import { db } from '../store'

/** The contract's messages of the article calls. */
export const ARTICLE_MESSAGES = {
  nameMin: 'Name length minimum 2',
  noBlock: 'There is no such article block',
  noArticle: 'There is no such article',
  coverRequired: 'Image is required',
  coverType: 'Only png and jpeg photos are allowed',
  countryRequired: 'country_id is required',
  badFields: 'fields must be a JSON list of [name|sort, value] pairs',
  badVisible: 'is_visible must be true or false',
  emptyVisible: 'An article without text cannot be visible',
} as const

function bad(message: string): never {
  throw new MockHttpError(400, message)
}

/** The system country of a call: required, and one where the caller may edit information (403 otherwise). */
function countryOf(request: Request, caller: Caller, given?: string | null): string {
  const countryId = given ?? searchParam(request, 'country_id')
  if (!countryId) bad(ARTICLE_MESSAGES.countryRequired)
  requireCan(caller, 'info:edit', { countryId })
  return countryId
}

function checkName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : ''
  if (trimmed.length < LIMITS.nameMin) bad(ARTICLE_MESSAGES.nameMin)
  return trimmed
}

export function blockAnswer(block: ArticleBlockRecord) {
  return { _id: block._id, name: block.name, sort: block.sort, country_id: block.country_id }
}

export function articleAnswer(article: ArticleRecord) {
  return {
    _id: article._id,
    name: article.name,
    sort: article.sort,
    photo_url: article.photo_url,
    article_block_id: article.article_block_id,
    inner_html: article.inner_html,
    is_visible: article.is_visible,
    updatedAt: article.updatedAt,
  }
}

/** A visible block of the country; a hidden one or one of another country is not there. */
function blockIn(countryId: string, id: string): ArticleBlockRecord {
  const block = db().articleBlocks.find((b) => b._id === id && b.country_id === countryId && !b.is_hidden)
  if (!block) throw new MockHttpError(404, ARTICLE_MESSAGES.noBlock)
  return block
}

function articleIn(countryId: string, id: string): ArticleRecord {
  const article = db().articles.find((a) => a._id === id && a.country_id === countryId && !a.is_hidden)
  if (!article) throw new MockHttpError(404, ARTICLE_MESSAGES.noArticle)
  return article
}

/** Stores a png or jpeg cover under /uploads/articles/ so that its preview shows. */
async function storeCover(file: File): Promise<string> {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) bad(ARTICLE_MESSAGES.coverType)
  const path = `/uploads/articles/${newId()}.${file.type === 'image/png' ? 'png' : 'jpg'}`
  await storeFile(path, file)
  return path
}

function fileOf(form: FormData, field: string): File | null {
  const value = form.get(field)
  return value instanceof File ? value : null
}

const sortValue = z.union([z.number(), z.string(), z.null()])
const createBlockSchema = z.object({ name: z.unknown(), country_id: z.string().min(1) })
const renameSchema = z.object({ name: z.unknown() })
const sortSchema = z.object({ country_id: z.string().min(1), sort: z.array(z.object({ articleBlockId: z.string(), sort: sortValue })) })
const fieldsSchema = z.array(z.union([z.tuple([z.literal('name'), z.string()]), z.tuple([z.literal('sort'), sortValue])]))

/** Sort values as the client sends them: a number, a numeric string, or null when emptied. */
function normalSort(value: number | string | null): number | string | null {
  if (value === null || value === '') return null
  return value
}

function fieldsOf(text: string): z.infer<typeof fieldsSchema> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    bad(ARTICLE_MESSAGES.badFields)
  }
  const result = fieldsSchema.safeParse(parsed)
  if (!result.success) bad(ARTICLE_MESSAGES.badFields)
  return result.data
}

export const articleHandlers = [
  // GET /api/admins/article-blocks?country_id → articleBlocks (visible ones, sorted by sort).
  http.get(
    api('/admins/article-blocks'),
    authed(({ request, caller }) => {
      const countryId = countryOf(request, caller)
      const blocks = db().articleBlocks.filter((b) => b.country_id === countryId && !b.is_hidden)
      return ok({ articleBlocks: blocks.sort(bySort).map(blockAnswer) })
    }),
  ),
  // POST /api/admins/article-blocks {name, country_id} → articleBlock (appended, no sort value yet).
  http.post(
    api('/admins/article-blocks'),
    authed(async ({ request, caller }) => {
      const body = await readJson(request, createBlockSchema)
      const countryId = countryOf(request, caller, body.country_id)
      const name = checkName(body.name)
      const data = db()
      const block: ArticleBlockRecord = { _id: newId(), name, sort: null, country_id: countryId, is_hidden: false }
      data.articleBlocks.push(block)
      return ok({ articleBlock: blockAnswer(block) })
    }),
  ),
  // PUT /api/admins/article-blocks/sort {country_id, sort: [{articleBlockId, sort}]}: only the rows sent change.
  http.put(
    api('/admins/article-blocks/sort'),
    authed(async ({ request, caller }) => {
      const body = await readJson(request, sortSchema)
      const countryId = countryOf(request, caller, body.country_id)
      const blocks = body.sort.map((row) => ({ block: blockIn(countryId, row.articleBlockId), sort: normalSort(row.sort) }))
      for (const { block, sort } of blocks) block.sort = sort
      return ok()
    }),
  ),
  // PUT /api/admins/article-blocks/{id}/name {name} → articleBlock (rights in the block's country).
  http.put<{ id: string }>(
    api('/admins/article-blocks/:id/name'),
    authed<{ id: string }>(async ({ request, params, caller }) => {
      const body = await readJson(request, renameSchema)
      const found = db().articleBlocks.find((b) => b._id === params.id && !b.is_hidden)
      if (!found) throw new MockHttpError(404, ARTICLE_MESSAGES.noBlock)
      requireCan(caller, 'info:edit', { countryId: found.country_id })
      found.name = checkName(body.name)
      return ok({ articleBlock: blockAnswer(found) })
    }),
  ),
  // DELETE /api/admins/article-blocks/{id}?country_id: hidden, with its articles, never removed.
  http.delete<{ id: string }>(
    api('/admins/article-blocks/:id'),
    authed<{ id: string }>(({ request, params, caller }) => {
      const countryId = countryOf(request, caller)
      const block = blockIn(countryId, params.id)
      block.is_hidden = true
      return ok()
    }),
  ),
  // GET /api/admins/articles?country_id&article_block_id → articles of the block (visible or not; hidden ones are deleted).
  http.get(
    api('/admins/articles'),
    authed(({ request, caller }) => {
      const countryId = countryOf(request, caller)
      const blockId = searchParam(request, 'article_block_id')
      if (blockId) blockIn(countryId, blockId)
      const articles = db().articles.filter(
        (a) => a.country_id === countryId && !a.is_hidden && (!blockId || a.article_block_id === blockId),
      )
      return ok({ articles: articles.map(articleAnswer) })
    }),
  ),
  // POST /api/admins/articles?country_id, multipart name, article_block_id, image → article (appended, not visible, empty body).
  http.post(
    api('/admins/articles'),
    authed(async ({ request, caller }) => {
      const countryId = countryOf(request, caller)
      const form = await readForm(request)
      const name = checkName(form.get('name'))
      const blockId = form.get('article_block_id')
      const block = blockIn(countryId, typeof blockId === 'string' ? blockId : '')
      const image = fileOf(form, 'image')
      if (!image) bad(ARTICLE_MESSAGES.coverRequired)
      const photo_url = await storeCover(image)
      const article: ArticleRecord = {
        _id: newId(),
        name,
        sort: null,
        photo_url,
        article_block_id: block._id,
        country_id: countryId,
        inner_html: '',
        is_visible: false,
        is_hidden: false,
        updatedAt: new Date().toISOString(),
      }
      db().articles.push(article)
      return ok({ article: articleAnswer(article) })
    }),
  ),
  // PUT /api/admins/articles/{id}?country_id, multipart: fields (JSON [name|sort, value] pairs), inner_html, is_visible, image.
  http.put<{ id: string }>(
    api('/admins/articles/:id'),
    authed<{ id: string }>(async ({ request, params, caller }) => {
      const countryId = countryOf(request, caller)
      const article = articleIn(countryId, params.id)
      const form = await readForm(request)
      const next = { ...article }
      const fields = form.get('fields')
      if (typeof fields === 'string') {
        for (const [field, value] of fieldsOf(fields)) {
          if (field === 'name') next.name = checkName(value)
          else next.sort = normalSort(value)
        }
      }
      const html = form.get('inner_html')
      if (typeof html === 'string') next.inner_html = html
      const visible = form.get('is_visible')
      if (visible !== null) {
        if (visible !== 'true' && visible !== 'false') bad(ARTICLE_MESSAGES.badVisible)
        next.is_visible = visible === 'true'
      }
      // An article without text has nothing to show in the app.
      if (next.inner_html.trim() === '') {
        if (visible === 'true') bad(ARTICLE_MESSAGES.emptyVisible)
        next.is_visible = false
      }
      const image = fileOf(form, 'image')
      if (image) next.photo_url = await storeCover(image)
      next.updatedAt = new Date().toISOString()
      Object.assign(article, next)
      return ok({ article: articleAnswer(article) })
    }),
  ),
  // DELETE /api/admins/articles/{id}?country_id: hidden, never removed.
  http.delete<{ id: string }>(
    api('/admins/articles/:id'),
    authed<{ id: string }>(({ request, params, caller }) => {
      const countryId = countryOf(request, caller)
      articleIn(countryId, params.id).is_hidden = true
      return ok()
    }),
  ),
]
