// @vitest-environment node
// Multipart calls: Node's FormData and File (under jsdom, Node's fetch cannot parse a multipart body with files).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { templatePhotoResponseSchema, templatePhotosResponseSchema } from '@/features/template-photos/schemas'
import { mockServer } from '../node'
import { countryId, EMPTY_TEMPLATE_CATEGORY_SLUG } from '../seed'
import { TEMPLATE_PHOTOS_PER_CATEGORY } from '../seed-template-photos'
import { db, resetDb } from '../store'
import { issueToken } from '../tokens'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDb())
afterAll(() => mockServer.close())

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

const tokenOf = (email: string) => issueToken({ type: 'admin', _id: db().admins.find((a) => a.email === email)!._id })

async function call(method: string, path: string, email = 'manager@example.com', body?: FormData) {
  const response = await fetch(`http://localhost/api/admins${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenOf(email)}` },
    ...(body ? { body } : {}),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } }
}

function form(categoryId: string, count: number) {
  const data = new FormData()
  data.append('category_id', categoryId)
  for (let i = 0; i < count; i += 1) data.append('files', new File([PNG_1X1], `t-${i + 1}.png`, { type: 'image/png' }))
  return data
}

describe('template photos (mock)', () => {
  it('seeds photos in every category but one, whose folder is empty', async () => {
    const empty = db().categories.find((c) => c.icon_path?.includes(`/${EMPTY_TEMPLATE_CATEGORY_SLUG}.`))!
    for (const category of db().categories) {
      const { templatePhotos } = templatePhotosResponseSchema.parse(
        (await call('GET', `/template-photos?category_id=${category._id}`)).body,
      )
      if (category._id === empty._id) expect(templatePhotos).toEqual([])
      else expect(templatePhotos).toHaveLength(TEMPLATE_PHOTOS_PER_CATEGORY)
    }
    expect((await call('GET', '/template-photos')).body.message).toBe('category_id is required')
    expect((await call('GET', `/template-photos?category_id=${'f'.repeat(24)}`)).status).toBe(404)
    expect((await call('GET', `/template-photos?category_id=${empty._id}`, 'events@example.com')).status).toBe(403)
  })

  it('POST stores the files and puts them first; more than 15 is refused', async () => {
    const category = db().categories[0]!
    const added = await call('POST', '/template-photos', 'manager@example.com', form(category._id, 2))
    expect(added.status).toBe(201)
    const created = templatePhotosResponseSchema.parse(added.body).templatePhotos
    expect(created.map((p) => p.photo.title)).toEqual(['t-1.png', 't-2.png'])
    expect(created[0]).toMatchObject({ category_id: category._id, photo: { width: 1, height: 1 } })
    expect((await fetch(`http://localhost${created[0]!.photo.url}`)).headers.get('content-type')).toBe('image/png')
    const listed = templatePhotosResponseSchema.parse(
      (await call('GET', `/template-photos?category_id=${category._id}`)).body,
    ).templatePhotos
    expect(listed.slice(0, 2).map((p) => p._id)).toEqual(created.map((p) => p._id))
    expect((await call('POST', '/template-photos', 'manager@example.com', form(category._id, 16))).body.message).toBe(
      'Maximum number of photos: 15',
    )
  })

  it('DELETE removes one photo; an unknown id is 404', async () => {
    const photo = db().templatePhotos[0]!
    expect((await call('DELETE', `/template-photos/${photo._id}?country_id=${countryId('kg')}`)).body).toEqual({ status: 'ok' })
    expect(db().templatePhotos.some((p) => p._id === photo._id)).toBe(false)
    expect((await call('DELETE', `/template-photos/${photo._id}?country_id=${countryId('kg')}`)).status).toBe(404)
    expect((await call('DELETE', `/template-photos/${db().templatePhotos[0]!._id}`, 'moderator@example.com')).status).toBe(403)
  })

  it('GET by id answers templatePhoto (any organizations right), and 404 for an unknown id', async () => {
    const seeded = db().templatePhotos[3]!
    const { templatePhoto } = templatePhotoResponseSchema.parse(
      (await call('GET', `/template-photos/${seeded._id}`, 'own@example.com')).body,
    )
    expect(templatePhoto).toEqual(seeded)
    expect((await call('GET', '/template-photos/ffffffffffffffffffffffff')).status).toBe(404)
  })
})
