// @vitest-environment node
// Multipart calls: Node's FormData and File (under jsdom, Node's fetch cannot parse a multipart body with files).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { galleryResponseSchema, infoResponseSchema, infoTableResponseSchema } from '@/features/gallery/schemas'
import { readImageHeader } from '@/shared/photos/image-header'
import { mockServer } from '../node'
import { countryId, createSeed } from '../seed'
import { GALLERY_PHOTO_SIZES } from '../seed-information'
import { db, resetDb } from '../store'
import { issueToken } from '../tokens'
import { seededPhotoSize } from './uploads'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDb())
afterAll(() => mockServer.close())

const PNG_3X2 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAxMAAAA4HAQHIeqmSAAAAAElFTkSuQmCC'),
  (c) => c.charCodeAt(0),
)

const tokenOf = (email: string) => issueToken({ type: 'admin', _id: db().admins.find((a) => a.email === email)!._id })

async function call(method: string, path: string, { email = 'admin@example.com', body }: { email?: string | null; body?: unknown } = {}) {
  const headers: Record<string, string> = email ? { Authorization: `Bearer ${tokenOf(email)}` } : {}
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const response = await fetch(`http://localhost/api${path}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } }
}

const kz = () => countryId('kz')
const firstItem = (country = kz()) => db().infoItems.find((item) => item.country_id === country)!

function uploadForm(count: number, item = firstItem(), type = 'image/png') {
  const form = new FormData()
  form.append('country_id', item.country_id)
  form.append('information_block_id', item.information_block_id)
  form.append('information_item_id', item._id)
  for (let i = 0; i < count; i += 1) form.append('image', new File([PNG_3X2], `new-${i + 1}.png`, { type }))
  return form
}

describe('information and gallery seed', () => {
  it('every info-editing country has sections with items, each item 2–5 photos of different aspect ratios', () => {
    const data = db()
    const infoCountries = new Set(data.admins.flatMap((admin) => admin.change_info_country_ids))
    expect(infoCountries.size).toBeGreaterThan(0)
    for (const countryId of infoCountries) {
      const blocks = data.infoBlocks.filter((block) => block.country_id === countryId)
      expect(blocks.length).toBeGreaterThanOrEqual(3)
      for (const block of blocks)
        expect(data.infoItems.filter((item) => item.information_block_id === block._id).length).toBeGreaterThanOrEqual(2)
    }
    for (const item of data.infoItems) {
      const photos = data.gallery.filter((entry) => entry.information_item_id === item._id)
      expect(photos.length).toBeGreaterThanOrEqual(2)
      expect(photos.length).toBeLessThanOrEqual(5)
      expect(new Set(photos.map((entry) => (entry.photo.width ?? 0) / (entry.photo.height ?? 1))).size).toBeGreaterThan(1)
      // The generated picture has the recorded size.
      for (const { photo } of photos) expect(seededPhotoSize(photo.url)).toEqual({ width: photo.width, height: photo.height })
    }
    expect(data.infoItems.some((item) => !item.is_visible)).toBe(true)
    expect(data.gallery[0]!.photo).toMatchObject({ width: GALLERY_PHOTO_SIZES[0]![0], height: GALLERY_PHOTO_SIZES[0]![1] })
    expect(createSeed().gallery).toEqual(data.gallery)
  })
})

describe('GET /static-data/info-table (mock)', () => {
  it('gives visible items of non-empty sections by default, everything with only_visible=false and populate_all_blocks=true', async () => {
    const hidden = db().infoItems.find((item) => item.country_id === kz() && !item.is_visible)!
    const visible = infoTableResponseSchema.parse((await call('GET', `/static-data/info-table?country_id=${kz()}`, { email: null })).body)
    expect(visible.infoTable.flatMap((s) => s.items).some((item) => item._id === hidden._id)).toBe(false)
    // A section with every item hidden disappears from the app's table, not from the console's.
    const section = db().infoBlocks.find((block) => block.country_id === kz())!
    for (const item of db().infoItems) if (item.information_block_id === section._id) item.is_visible = false
    const forApp = infoTableResponseSchema.parse((await call('GET', `/static-data/info-table?country_id=${kz()}`, { email: null })).body)
    expect(forApp.infoTable.some((s) => s._id === section._id)).toBe(false)
    const all = infoTableResponseSchema.parse(
      (await call('GET', `/static-data/info-table?country_id=${kz()}&only_visible=false&populate_all_blocks=true`)).body,
    )
    expect(all.infoTable.map((s) => s.name)).toEqual(['Полезная информация', 'Документы', 'Транспорт', 'Экстренные службы'])
    expect(all.infoTable.flatMap((s) => s.items).some((item) => item._id === hidden._id)).toBe(true)
    expect(all.infoTable[0]!.items.every((item) => item.information_block_id === section._id)).toBe(true)
  })

  it('needs country_id; hidden items only for an admin who edits information in that country', async () => {
    expect((await call('GET', '/static-data/info-table', { email: null })).body.message).toBe('country_id is required')
    expect((await call('GET', `/static-data/info-table?country_id=${kz()}&only_visible=false`, { email: null })).status).toBe(401)
    expect((await call('GET', `/static-data/info-table?country_id=${countryId('uz')}&only_visible=false`)).status).toBe(403)
    expect(
      (await call('GET', `/static-data/info-table?country_id=${countryId('ge')}&only_visible=false`, { email: 'own@example.com' })).status,
    ).toBe(200)
  })
})

describe('gallery calls (mock)', () => {
  it('GET lists the item photos for an info-editing admin only', async () => {
    const item = firstItem()
    const { gallery } = galleryResponseSchema.parse(
      (await call('GET', `/admins/gallery?information_item_id=${item._id}&country_id=${kz()}`)).body,
    )
    expect(gallery.map((entry) => entry._id)).toEqual(
      db()
        .gallery.filter((entry) => entry.information_item_id === item._id)
        .map((entry) => entry._id),
    )
    expect(
      (await call('GET', `/admins/gallery?information_item_id=${item._id}&country_id=${kz()}`, { email: 'manager@example.com' })).status,
    ).toBe(403)
    expect(
      (await call('GET', `/admins/gallery?information_item_id=${firstItem(countryId('ru'))._id}&country_id=${kz()}`)).body.message,
    ).toBe('There is no such information item')
  })

  it('POST stores the files (served, with width and height) and lists them first; more than 15 or another type is refused', async () => {
    const item = firstItem()
    const added = await call('POST', '/admins/gallery', { body: uploadForm(2, item) })
    expect(added.status).toBe(201)
    const { gallery } = galleryResponseSchema.parse(added.body)
    expect(gallery).toHaveLength(2)
    expect(gallery[0]!.photo).toMatchObject({ title: 'new-1.png', width: 3, height: 2 })
    const served = await fetch(`http://localhost${gallery[0]!.photo.url}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(readImageHeader(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width: 3, height: 2 })
    const listed = galleryResponseSchema.parse(
      (await call('GET', `/admins/gallery?information_item_id=${item._id}&country_id=${kz()}`)).body,
    )
    expect(listed.gallery.slice(0, 2).map((entry) => entry._id)).toEqual(gallery.map((entry) => entry._id))
    expect((await call('POST', '/admins/gallery', { body: uploadForm(16, item) })).body.message).toBe('Maximum number of photos: 15')
    expect((await call('POST', '/admins/gallery', { body: uploadForm(1, item, 'image/gif') })).body.message).toBe(
      'Only png and jpeg photos are allowed',
    )
    expect((await call('POST', '/admins/gallery', { body: uploadForm(1, item), email: 'moderator@example.com' })).status).toBe(403)
  })

  it('DELETE removes a photo of that country only', async () => {
    const entry = db().gallery.find((e) => e.country_id === kz())!
    expect((await call('DELETE', `/admins/gallery/${entry._id}?country_id=${countryId('ru')}`)).body.message).toBe('There is no such photo')
    expect((await call('DELETE', `/admins/gallery/${entry._id}?country_id=${kz()}`)).body).toEqual({ status: 'ok' })
    expect(db().gallery.some((e) => e._id === entry._id)).toBe(false)
  })

  it('PUT /admins/infos changes only the keys sent; a short name is refused', async () => {
    const item = firstItem()
    const renamed = infoResponseSchema.parse(
      (await call('PUT', '/admins/infos', { body: { country_id: kz(), information_item_id: item._id, name: ' Новое имя ' } })).body,
    )
    expect(renamed.info).toMatchObject({ _id: item._id, name: 'Новое имя', inner_html: item.inner_html, is_visible: true })
    const hidden = infoResponseSchema.parse(
      (
        await call('PUT', '/admins/infos', {
          body: { country_id: kz(), information_item_id: item._id, inner_html: '<p>Текст</p>', is_visible: false },
        })
      ).body,
    )
    expect(hidden.info).toMatchObject({ name: 'Новое имя', inner_html: '<p>Текст</p>', is_visible: false })
    for (const name of ['x', ' y ']) {
      const refused = await call('PUT', '/admins/infos', { body: { country_id: kz(), information_item_id: item._id, name } })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe('Name length minimum 2')
    }
    expect(
      (await call('PUT', '/admins/infos', { body: { country_id: kz(), information_item_id: item._id, is_visible: 'no' } })).status,
    ).toBe(400)
    expect(
      (await call('PUT', '/admins/infos', { body: { country_id: kz(), information_item_id: '000000000000000000000000', name: 'Имя' } }))
        .status,
    ).toBe(404)
    expect(
      (
        await call('PUT', '/admins/infos', {
          body: { country_id: kz(), information_item_id: item._id, name: 'xy' },
          email: 'manager@example.com',
        })
      ).status,
    ).toBe(403)
  })
})

describe('image size of uploads', () => {
  it('reads PNG and JPEG headers; anything else is unknown', () => {
    expect(readImageHeader(PNG_3X2)).toMatchObject({ width: 3, height: 2 })
    // SOI, an APP0 segment of length 4, then SOF0 with height 200 and width 320.
    const jpeg = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x01, 0x40, 0x03, 0x00, 0x00,
    ])
    expect(readImageHeader(jpeg)).toMatchObject({ width: 320, height: 200 })
    expect(readImageHeader(Uint8Array.from([1, 2, 3]))).toBeNull()
  })
})
