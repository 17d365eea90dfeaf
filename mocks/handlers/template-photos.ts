import { http } from 'msw'
import type { TemplatePhoto } from '@/features/template-photos/schemas'
import { LIMITS } from '@/shared/limits'
import { api, authed, MockHttpError, ok, requireCan, searchParam, readForm } from '../lib'
import { db } from '../store'
import { filesOf, storeUploadedPhotos, textOf, UPLOAD_MESSAGES } from '../uploaded-photos'

export const TEMPLATE_PHOTO_MESSAGES = {
  notFound: 'There is no such template photo',
  categoryRequired: 'category_id is required',
  noCategory: 'There is no such category',
  photosMax: `Maximum number of photos: ${LIMITS.photosMax}`,
} as const

/** A visible organization category by id; 400 without one, 404 for an unknown or hidden one. */
function requireCategory(categoryId: string | null): string {
  if (!categoryId) throw new MockHttpError(400, TEMPLATE_PHOTO_MESSAGES.categoryRequired)
  if (!db().categories.some((category) => category._id === categoryId && !category.is_hidden))
    throw new MockHttpError(404, TEMPLATE_PHOTO_MESSAGES.noCategory)
  return categoryId
}

/**
 * Template photos of organization categories (shared by every country). Every call needs the
 * right to open template photos (the organizations rights); `country_id` of the delete is the
 * console's system country and does not scope the photos.
 */
export const templatePhotoHandlers = [
  http.get(
    api('/admins/template-photos'),
    authed(({ request, caller }) => {
      requireCan(caller, 'open:templatePhotos')
      const categoryId = requireCategory(searchParam(request, 'category_id'))
      return ok({ templatePhotos: db().templatePhotos.filter((entry) => entry.category_id === categoryId) })
    }),
  ),
  http.post(
    api('/admins/template-photos'),
    authed(async ({ request, caller }) => {
      requireCan(caller, 'open:templatePhotos')
      const form = await readForm(request)
      const categoryId = requireCategory(textOf(form, 'category_id') || null)
      const files = filesOf(form, 'files')
      if (files.length === 0) throw new MockHttpError(400, UPLOAD_MESSAGES.noFiles)
      if (files.length > LIMITS.photosMax) throw new MockHttpError(400, TEMPLATE_PHOTO_MESSAGES.photosMax)
      const photos = await storeUploadedPhotos(files, `template-photos/${categoryId}`)
      const created = photos.map((photo): TemplatePhoto => ({ _id: photo._id, photo, category_id: categoryId }))
      // Added photos come first (spec section 4 "Photos").
      db().templatePhotos.unshift(...created)
      return ok({ templatePhotos: created }, 201)
    }),
  ),
  http.get(
    api('/admins/template-photos/:id'),
    authed(({ params, caller }) => {
      requireCan(caller, 'open:templatePhotos')
      const found = db().templatePhotos.find((entry) => entry._id === String(params.id))
      if (!found) throw new MockHttpError(404, TEMPLATE_PHOTO_MESSAGES.notFound)
      return ok({ templatePhoto: found })
    }),
  ),
  http.delete(
    api('/admins/template-photos/:id'),
    authed(({ params, caller }) => {
      requireCan(caller, 'open:templatePhotos')
      const data = db()
      const index = data.templatePhotos.findIndex((entry) => entry._id === String(params.id))
      if (index === -1) throw new MockHttpError(404, TEMPLATE_PHOTO_MESSAGES.notFound)
      data.templatePhotos.splice(index, 1)
      return ok()
    }),
  ),
]
