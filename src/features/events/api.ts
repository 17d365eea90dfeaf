import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { entryPhotoCalls } from '@/shared/api/entry-photos'
import { buildCreateFormData } from '@/shared/api/multipart'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '@/shared/api/upload'
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
  const { event } = await uploadRequest(
    eventResponseSchema,
    '/admins/events/create',
    buildCreateFormData(payload, photos),
    uploadOptions(options),
  )
  return event
}

/** PATCH edit (JSON). */
export async function editEvent(id: string, payload: Partial<EventPayload>) {
  const { event } = await apiRequest(eventResponseSchema, `/admins/events/edit/${path(id)}`, { method: 'patch', json: payload })
  return event
}

const photos = entryPhotoCalls(eventResponseSchema, '/admins/events', (answer) => answer.event)

/** POST photos/add (multipart, with upload progress); answers the event. */
export const addEventPhotos = photos.add

/** POST photos/remove; answers the event. */
export const removeEventPhotos = photos.remove
