// @vitest-environment node
// Multipart bodies need Node's own fetch, FormData and File (jsdom's do not survive the trip).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  articleBlockResponseSchema,
  articleBlocksResponseSchema,
  articleResponseSchema,
  articlesResponseSchema,
} from '@/features/articles/schemas'
import { findForbiddenFragments } from '@/shared/markup/forbidden-fragments'
import { MARKUP_TAGS } from '@/shared/markup/sanitize-markup'
import { mockServer } from '../node'
import { countryId, SEEDED_ACCOUNTS } from '../seed'
import { db, resetDb } from '../store'
import { issueToken } from '../tokens'

const BASE = 'http://localhost/api/admins'
const KZ = countryId('kz')
const GE = countryId('ge')
const UZ = countryId('uz')

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDb())
afterAll(() => mockServer.close())

type Account = 'admin' | 'own' | 'manager'

function tokenOf(account: Account) {
  const admin = db().admins.find((a) => a.email === SEEDED_ACCOUNTS[account].email)!
  return issueToken({ type: 'admin', _id: admin._id })
}

async function call(method: string, path: string, options: { account?: Account; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${tokenOf(options.account ?? 'admin')}` }
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    ...(options.form ? { body: options.form } : {}),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const png = (name = 'cover.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' })

async function blocksOf(country: string, account: Account = 'admin') {
  const { status, body } = await call('GET', `/article-blocks?country_id=${country}`, { account })
  expect(status).toBe(200)
  return articleBlocksResponseSchema.parse(body).articleBlocks
}

async function articlesOf(country: string, blockId: string) {
  const { status, body } = await call('GET', `/articles?country_id=${country}&article_block_id=${blockId}`)
  expect(status).toBe(200)
  return articlesResponseSchema.parse(body).articles
}

describe('article blocks (spec section 7 "Articles")', () => {
  it('lists the blocks of one country; another country has its own', async () => {
    const kz = await blocksOf(KZ)
    expect(kz.length).toBeGreaterThanOrEqual(3)
    expect(kz.every((block) => block.country_id === KZ)).toBe(true)
    const ge = await blocksOf(GE, 'own')
    expect(ge.map((b) => b._id)).not.toEqual(kz.map((b) => b._id))
  })

  it('checks the info-editing rights per country (403) and the token (401)', async () => {
    expect((await call('GET', `/article-blocks?country_id=${UZ}`)).status).toBe(403)
    expect((await call('GET', `/article-blocks?country_id=${GE}`)).status).toBe(403)
    expect((await call('GET', `/article-blocks?country_id=${KZ}`, { account: 'manager' })).status).toBe(403)
    const first = (await blocksOf(KZ))[0]!
    expect((await call('PUT', `/article-blocks/${first._id}/name`, { account: 'manager', json: { name: 'Новое' } })).status).toBe(403)
    expect((await fetch(`${BASE}/article-blocks?country_id=${KZ}`)).status).toBe(401)
  })

  it('creates, renames, sorts and deletes (hides) a block; names need 2 characters', async () => {
    const short = await call('POST', '/article-blocks', { json: { name: ' я ', country_id: KZ } })
    expect(short).toEqual({ status: 400, body: { status: 'error', message: 'Name length minimum 2' } })
    const created = articleBlockResponseSchema.parse(
      (await call('POST', '/article-blocks', { json: { name: ' Новости ', country_id: KZ } })).body,
    ).articleBlock
    expect(created).toMatchObject({ name: 'Новости', country_id: KZ })
    expect((await blocksOf(KZ)).at(-1)!._id).toBe(created._id)

    expect((await call('PUT', `/article-blocks/${created._id}/name`, { json: { name: 'x' } })).body.message).toBe('Name length minimum 2')
    const renamed = articleBlockResponseSchema.parse(
      (await call('PUT', `/article-blocks/${created._id}/name`, { json: { name: 'События' } })).body,
    ).articleBlock
    expect(renamed.name).toBe('События')

    const [first, second] = await blocksOf(KZ)
    const sorted = await call('PUT', '/article-blocks/sort', {
      json: {
        country_id: KZ,
        sort: [
          { articleBlockId: first!._id, sort: 7 },
          { articleBlockId: second!._id, sort: null },
        ],
      },
    })
    expect(sorted.status).toBe(200)
    const after = await blocksOf(KZ)
    expect(after.find((b) => b._id === first!._id)!.sort).toBe(7)
    expect(after.find((b) => b._id === second!._id)!.sort).toBeNull()

    expect((await call('DELETE', `/article-blocks/${created._id}?country_id=${KZ}`)).status).toBe(200)
    expect((await blocksOf(KZ)).some((b) => b._id === created._id)).toBe(false)
    expect(db().articleBlocks.find((b) => b._id === created._id)?.is_hidden).toBe(true)
    expect((await call('DELETE', `/article-blocks/${created._id}?country_id=${KZ}`)).status).toBe(404)
  })
})

describe('articles (spec section 7 "Articles")', () => {
  it('lists the articles of a block; the seed uses every allowed tag, some hidden from the app, some without a body', async () => {
    const all = db().articles.filter((a) => a.country_id === KZ)
    expect(all.some((a) => !a.is_visible && a.inner_html !== '')).toBe(true)
    expect(all.some((a) => a.inner_html === '')).toBe(true)
    expect(all.filter((a) => a.inner_html === '').every((a) => !a.is_visible)).toBe(true)
    for (const article of all.filter((a) => a.inner_html)) {
      expect(findForbiddenFragments(article.inner_html)).toEqual([])
    }
    const bodies = all.map((a) => a.inner_html).join('')
    for (const tag of MARKUP_TAGS) expect(bodies).toContain(`<${tag}`)
    const block = (await blocksOf(KZ))[0]!
    const articles = await articlesOf(KZ, block._id)
    expect(articles.length).toBeGreaterThanOrEqual(3)
    expect(articles.every((a) => a.article_block_id === block._id)).toBe(true)
  })

  it('creates from a multipart body with a stored cover; the name needs 2 characters and the cover png or jpeg', async () => {
    const block = (await blocksOf(KZ))[0]!
    const form = (name: string, image?: File) => {
      const body = new FormData()
      body.append('name', name)
      body.append('article_block_id', block._id)
      if (image) body.append('image', image)
      return body
    }
    expect((await call('POST', `/articles?country_id=${KZ}`, { form: form('я', png()) })).body.message).toBe('Name length minimum 2')
    expect((await call('POST', `/articles?country_id=${KZ}`, { form: form('Статья') })).body.message).toBe('Image is required')
    const gif = new File([new Uint8Array([1])], 'a.gif', { type: 'image/gif' })
    expect((await call('POST', `/articles?country_id=${KZ}`, { form: form('Статья', gif) })).body.message).toBe(
      'Only png and jpeg photos are allowed',
    )
    expect((await call('POST', `/articles?country_id=${UZ}`, { form: form('Статья', png()) })).status).toBe(403)

    const created = await call('POST', `/articles?country_id=${KZ}`, { form: form('Новая статья', png()) })
    expect(created.status).toBe(200)
    const article = articleResponseSchema.parse(created.body).article
    expect(article).toMatchObject({ name: 'Новая статья', article_block_id: block._id, inner_html: '', is_visible: false })
    expect(db().files[article.photo_url]?.contentType).toBe('image/png')
    expect((await articlesOf(KZ, block._id)).at(-1)!._id).toBe(article._id)
  })

  it('updates the parts sent: [name|sort, value] pairs, inner_html, is_visible and a new cover', async () => {
    const block = (await blocksOf(KZ))[0]!
    const [article] = await articlesOf(KZ, block._id)
    const put = (form: FormData) => call('PUT', `/articles/${article!._id}?country_id=${KZ}`, { form })
    const form = (entries: [string, string | File][]) => {
      const body = new FormData()
      for (const [key, value] of entries) body.append(key, value)
      return body
    }
    expect((await put(form([['fields', '[["name","x"]]']]))).body.message).toBe('Name length minimum 2')
    expect((await put(form([['fields', '[["colour","red"]]']]))).status).toBe(400)
    const changed = await put(
      form([
        [
          'fields',
          JSON.stringify([
            ['name', 'Другое название'],
            ['sort', null],
          ]),
        ],
        ['inner_html', '<h2>Новый текст</h2>'],
        ['is_visible', 'false'],
        ['image', png('new.png')],
      ]),
    )
    expect(changed.status).toBe(200)
    const updated = articleResponseSchema.parse(changed.body).article
    expect(updated).toMatchObject({ name: 'Другое название', sort: null, inner_html: '<h2>Новый текст</h2>', is_visible: false })
    expect(updated.photo_url).not.toBe(article!.photo_url)
    expect(db().files[updated.photo_url]).toBeDefined()
    // What is not sent stays.
    const visibleOnly = articleResponseSchema.parse((await put(form([['is_visible', 'true']]))).body).article
    expect(visibleOnly).toMatchObject({ name: 'Другое название', inner_html: '<h2>Новый текст</h2>', is_visible: true })
    // An article without a body cannot be shown in the app.
    expect((await put(form([['inner_html', '']]))).status).toBe(200)
    expect(db().articles.find((a) => a._id === article!._id)!.is_visible).toBe(false)
    expect((await put(form([['is_visible', 'true']]))).body.message).toBe('An article without text cannot be visible')
  })

  it('deletes (hides) an article: it leaves the lists but stays in the database', async () => {
    const block = (await blocksOf(KZ))[0]!
    const [article] = await articlesOf(KZ, block._id)
    expect((await call('DELETE', `/articles/${article!._id}?country_id=${GE}`, { account: 'own' })).status).toBe(404)
    expect((await call('DELETE', `/articles/${article!._id}?country_id=${KZ}`)).status).toBe(200)
    expect((await articlesOf(KZ, block._id)).some((a) => a._id === article!._id)).toBe(false)
    expect(db().articles.find((a) => a._id === article!._id)?.is_hidden).toBe(true)
  })
})
