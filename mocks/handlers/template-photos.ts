import { http } from 'msw'
import { api, authed, MockHttpError, ok, requireCan } from '../lib'
import { db } from '../store'

export const TEMPLATE_PHOTO_MESSAGES = { notFound: 'There is no such template photo' } as const

/** GET /admins/template-photos/{id}; the rest of the template-photos calls come with their screen. */
export const templatePhotoHandlers = [
  http.get(
    api('/admins/template-photos/:id'),
    authed(({ params, caller }) => {
      requireCan(caller, 'open:templatePhotos')
      const found = db().templatePhotos.find((entry) => entry._id === String(params.id))
      if (!found) throw new MockHttpError(404, TEMPLATE_PHOTO_MESSAGES.notFound)
      return ok({ templatePhoto: found })
    }),
  ),
]
