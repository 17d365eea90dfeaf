import { apiRequest } from '../../shared/api/client'
import { okSchema } from '../../shared/api/common-schemas'
import { buildCreateFormData, buildPhotosAddFormData } from '../../shared/api/multipart'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '../../shared/api/upload'
import { eventResponseSchema, type EventPayload } from './schemas'

// The list call lives in list-api.ts (the list screen loads only that); re-exported here.
export { fetchEvents } from './list-api'

const path = (id: string) => encodeURIComponent(id)

/** GET /events/{id} without counting a click. */
export async function fetchEvent(id: string, signal?: AbortSignal) {
  const { event } = await apiRequest(eventResponseSchema, `/events/${path(id)}`, {
    searchParams: { should_add_clicks: false },
    ...(signal ? { signal } : {}),
  })
  return event
}

/** PUT block: is_active false bans, true unbans. */
export async function setEventActive(input: { event_id: string; is_active: boolean }) {
  const { event } = await apiRequest(eventResponseSchema, '/admins/events/block', { method: 'put', json: input })
  return event
}

/** DELETE: full, permanent delete. */
export async function deleteEvent(id: string) {
  await apiRequest(okSchema, `/admins/events/${path(id)}`, { method: 'delete' })
}

/** POST create (multipart): the payload and the photos as repeated `photos` parts, with upload progress. */
export async function createEvent(payload: EventPayload, photos: readonly File[] = [], options: UploadCallOptions = {}) {
  const { event } = await uploadRequest(eventResponseSchema, '/admins/events/create', buildCreateFormData(payload, photos), uploadOptions(options))
  return event
}

/** PATCH edit (JSON). */
export async function editEvent(id: string, payload: Partial<EventPayload>) {
  const { event } = await apiRequest(eventResponseSchema, `/admins/events/edit/${path(id)}`, { method: 'patch', json: payload })
  return event
}

/** POST photos/add (multipart): type carousel, the owner's id and the files as repeated `files` parts, with upload progress. */
export async function addEventPhotos(id: string, input: { owner_id: string; files: readonly File[] }, options: UploadCallOptions = {}) {
  const { event } = await uploadRequest(eventResponseSchema, `/admins/events/${path(id)}/photos/add`, buildPhotosAddFormData(input), uploadOptions(options))
  return event
}

/** POST photos/remove: the carousel photo ids to delete. */
export async function removeEventPhotos(id: string, photoIds: readonly string[]) {
  const { event } = await apiRequest(eventResponseSchema, `/admins/events/${path(id)}/photos/remove`, {
    method: 'post',
    json: { photos_to_delete: photoIds, type: 'carousel' },
  })
  return event
}
