import { http } from 'msw'
import { infoUpdateSchema, type InfoItem, type InfoSection } from '@/features/gallery/schemas'
import { LIMITS } from '@/shared/limits'
import type { GalleryRecord, InfoItemRecord } from '../db'
import { api, authed, authenticate, type Caller, MockHttpError, ok, readJson, requireCan, route, searchParam, readForm } from '../lib'
import { db } from '../store'
import { filesOf, storeUploadedPhotos, textOf, UPLOAD_MESSAGES } from '../uploaded-photos'

/** Server messages of the information and gallery calls (English, as the api-contract's). */
export const GALLERY_MESSAGES = {
  countryRequired: 'country_id is required',
  itemRequired: 'information_item_id is required',
  noCountry: 'There is no such country',
  noItem: 'There is no such information item',
  noBlock: 'The information item is not in this block',
  noPhoto: 'There is no such photo',
  photosMax: `Maximum number of photos: ${LIMITS.photosMax}`,
  nameMin: 'Name length minimum 2',
} as const

function requiredParam(request: Request, name: string, message: string): string {
  const value = searchParam(request, name)
  if (!value) throw new MockHttpError(400, message)
  return value
}

/** 403 unless the caller edits information in that country; 404 for an unknown country. */
function requireInfoCountry(caller: Caller, countryId: string) {
  if (!db().countries.some((country) => country._id === countryId)) throw new MockHttpError(404, GALLERY_MESSAGES.noCountry)
  requireCan(caller, 'info:edit', { countryId })
}

function findItem(countryId: string, itemId: string): InfoItemRecord {
  const item = db().infoItems.find((entry) => entry._id === itemId && entry.country_id === countryId)
  if (!item) throw new MockHttpError(404, GALLERY_MESSAGES.noItem)
  return item
}

function toInfoItem({ country_id: _country, sort: _sort, ...item }: InfoItemRecord): InfoItem {
  return item
}

function toEntry(record: GalleryRecord) {
  return { _id: record._id, photo: record.photo }
}

/**
 * The information table of a country: sections by sort, each with its items by sort. The app asks
 * for visible items only (the default); the console asks with `only_visible=false`, which needs
 * the right to edit information there, and `populate_all_blocks=true`, which keeps sections that
 * have no item to show.
 */
export function infoTable(countryId: string, onlyVisible: boolean, populateAllBlocks: boolean): InfoSection[] {
  const data = db()
  return data.infoBlocks
    .filter((block) => block.country_id === countryId)
    .sort((a, b) => a.sort - b.sort)
    .map((block) => ({
      _id: block._id,
      name: block.name,
      items: data.infoItems
        .filter((item) => item.information_block_id === block._id && (!onlyVisible || item.is_visible))
        .sort((a, b) => a.sort - b.sort)
        .map(toInfoItem),
    }))
    .filter((section) => populateAllBlocks || section.items.length > 0)
}

export const galleryHandlers = [
  http.get(
    api('/static-data/info-table'),
    route(({ request }) => {
      const countryId = requiredParam(request, 'country_id', GALLERY_MESSAGES.countryRequired)
      const onlyVisible = searchParam(request, 'only_visible') !== 'false'
      if (!onlyVisible) requireInfoCountry(authenticate(request), countryId)
      return ok({ infoTable: infoTable(countryId, onlyVisible, searchParam(request, 'populate_all_blocks') === 'true') })
    }),
  ),
  http.put(
    api('/admins/infos'),
    authed(async ({ request, caller }) => {
      const body = await readJson(request, infoUpdateSchema)
      requireInfoCountry(caller, body.country_id)
      const item = findItem(body.country_id, body.information_item_id)
      if (body.name !== undefined) {
        if (body.name.trim().length < LIMITS.nameMin) throw new MockHttpError(400, GALLERY_MESSAGES.nameMin)
        item.name = body.name.trim()
      }
      if (body.inner_html !== undefined) item.inner_html = body.inner_html
      if (body.is_visible !== undefined) item.is_visible = body.is_visible
      return ok({ info: toInfoItem(item) })
    }),
  ),
  http.get(
    api('/admins/gallery'),
    authed(({ request, caller }) => {
      const countryId = requiredParam(request, 'country_id', GALLERY_MESSAGES.countryRequired)
      requireInfoCountry(caller, countryId)
      const item = findItem(countryId, requiredParam(request, 'information_item_id', GALLERY_MESSAGES.itemRequired))
      return ok({
        gallery: db()
          .gallery.filter((entry) => entry.information_item_id === item._id)
          .map(toEntry),
      })
    }),
  ),
  http.post(
    api('/admins/gallery'),
    authed(async ({ request, caller }) => {
      const form = await readForm(request)
      const countryId = textOf(form, 'country_id')
      if (!countryId) throw new MockHttpError(400, GALLERY_MESSAGES.countryRequired)
      requireInfoCountry(caller, countryId)
      const item = findItem(countryId, textOf(form, 'information_item_id'))
      if (textOf(form, 'information_block_id') !== item.information_block_id) throw new MockHttpError(400, GALLERY_MESSAGES.noBlock)
      const files = filesOf(form, 'image')
      if (files.length === 0) throw new MockHttpError(400, UPLOAD_MESSAGES.noFiles)
      if (files.length > LIMITS.photosMax) throw new MockHttpError(400, GALLERY_MESSAGES.photosMax)
      const photos = await storeUploadedPhotos(files, 'gallery')
      const created = photos.map((photo): GalleryRecord => ({
        _id: photo._id,
        photo,
        country_id: countryId,
        information_block_id: item.information_block_id,
        information_item_id: item._id,
      }))
      // Newest first, as the item's gallery lists them.
      db().gallery.unshift(...created)
      return ok({ gallery: created.map(toEntry) }, 201)
    }),
  ),
  http.delete(
    api('/admins/gallery/:id'),
    authed(({ request, params, caller }) => {
      const countryId = requiredParam(request, 'country_id', GALLERY_MESSAGES.countryRequired)
      requireInfoCountry(caller, countryId)
      const data = db()
      const index = data.gallery.findIndex((entry) => entry._id === String(params.id) && entry.country_id === countryId)
      if (index === -1) throw new MockHttpError(404, GALLERY_MESSAGES.noPhoto)
      data.gallery.splice(index, 1)
      return ok()
    }),
  ),
]
