import { apiRequest } from '@/shared/api/client'
import { okSchema } from '@/shared/api/common-schemas'
import { pathId } from '@/shared/api/path-id'
import { entryListSearchParams, type EntryListAnswer } from '@/shared/entries/entry-list-calls'
import { entryPhotoCalls } from '@/shared/entries/entry-photos'
import type { EntryListQuery } from '@/shared/lib/search-params'
import { buildCreateFormData } from '@/shared/photos/multipart'
import { uploadOptions, uploadRequest, type UploadCallOptions } from '@/shared/photos/upload'
import { eventResponseSchema, eventsListResponseSchema, type EventListItem, type EventPayload } from './schemas'

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

/**
 * GET /events (the organizations' query): newest first, fully populated, without counting a view;
 * with the whole collection's totals when asked (`totals.blocked` is the status filter's banned).
 */
export async function fetchEvents(
  search: EntryListQuery,
  countAllTotals: boolean,
  signal?: AbortSignal,
): Promise<EntryListAnswer<EventListItem>> {
  const answer = await apiRequest(eventsListResponseSchema, '/events', {
    searchParams: entryListSearchParams(search, countAllTotals),
    ...withSignal(signal),
  })
  const totals = answer.totals ? { all: answer.totals.all, active: answer.totals.active, banned: answer.totals.blocked } : null
  return { items: answer.events, total: answer.total, totals }
}

/** GET /events/{id} without counting a click. */
export async function fetchEvent(id: string, signal?: AbortSignal) {
  const { event } = await apiRequest(eventResponseSchema, `/events/${pathId(id)}`, {
    searchParams: { should_add_clicks: false },
    ...withSignal(signal),
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
  await apiRequest(okSchema, `/admins/events/${pathId(id)}`, { method: 'delete' })
}

/** POST create (multipart): the payload and the new photos as repeated `photos` parts, with upload progress. */
export async function createEvent(payload: EventPayload, photos: readonly File[] = [], options: UploadCallOptions = {}) {
  const { event } = await uploadRequest(
    eventResponseSchema,
    '/admins/events/create',
    buildCreateFormData(payload, photos),
    uploadOptions(options),
  )
  return event
}

/** PATCH edit (JSON, the whole payload). */
export async function editEvent(id: string, payload: EventPayload) {
  const { event } = await apiRequest(eventResponseSchema, `/admins/events/edit/${pathId(id)}`, {
    method: 'patch',
    json: payload,
  })
  return event
}

const photos = entryPhotoCalls(eventResponseSchema, '/admins/events', (answer) => answer.event)

/** POST photos/add (multipart, with upload progress); answers the event. */
export const addEventPhotos = photos.add

/** POST photos/remove; answers the event. */
export const removeEventPhotos = photos.remove
