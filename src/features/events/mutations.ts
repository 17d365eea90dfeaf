import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { cachedCities } from '@/features/cities/queries'
import type { Country } from '@/shared/api/common-schemas'
import { patchEntryInLists, setCachedData } from '@/shared/cache/query-cache'
import { runEntryRowAction, useEntryRowAction, type EntryRowActionInput } from '@/shared/entries/list/entry-row-actions'
import { useCreateEntry } from '@/shared/save/entry-save'
import { useMergedSave } from '@/shared/save/use-merged-save'
import { createEvent, editEvent, eventApi, fetchEvent, fetchEvents } from './api'
import { eventFieldLabels, eventFieldText } from './merge-field-text'
import { eventQueries } from './queries'
import {
  buildEventEditPayload,
  eventListItemSchema,
  eventToFormValues,
  type Event,
  type EventFormValues,
  type EventPayload,
} from './schemas'
/**
 * An event as a save answers it (an edit, photos added or removed): the detail is replaced and
 * every cached list patched by _id with what a card keeps (the cover, not every photo).
 */
export function storeEvent(queryClient: QueryClient, event: Event) {
  setCachedData(queryClient, eventQueries.detail(event._id).queryKey, event)
  patchEntryInLists(queryClient, eventQueries.lists(), event._id, eventListItemSchema.parse(event))
}

/**
 * Edit on the one save path (shared/save/use-merged-save.tsx): `mutateAsync({ base, mine })` with the form's values
 * as it opened the event and as they are now. Sent as PATCH with the whole payload of spec section 3 built from the
 * merged values, so a colleague's change to another field goes back as the server holds it; the detail and every
 * cached list take the answer. The countries name ids in the conflict dialog.
 */
export function useEditEvent(id: string, countries: readonly Country[]) {
  const queryClient = useQueryClient()
  return useMergedSave({
    sides: (input: { base: EventFormValues; mine: EventFormValues }) => input,
    labels: eventFieldLabels,
    read: () => fetchEvent(id),
    toValues: eventToFormValues,
    write: (merged) => editEvent(id, buildEventEditPayload(merged)),
    describe: eventFieldText(countries, () => cachedCities(queryClient)),
    store: (event) => storeEvent(queryClient, event),
  })
}

/**
 * Create (multipart with the photos); the lists are refetched so that it appears where it belongs. An
 * uncertain answer is looked up by owner, name and the rest of the payload before the retry is offered (useCreateEntry).
 */
export function useCreateEvent() {
  return useCreateEntry({
    create: (payload: EventPayload, photos, options) => createEvent(payload, photos, options),
    search: async (q, perPage) => (await fetchEvents({ q, page: 1, per_page: perPage, status: 'all', deep_search: false }, false)).items,
    load: fetchEvent,
    ownerOf: (payload) => payload.owner_id,
    detailKey: (id) => eventQueries.detail(id).queryKey,
    listsKey: eventQueries.lists(),
  })
}

/** What a row action on an event calls and which caches it updates. */
const eventRows = { api: eventApi, queries: eventQueries }

/** Ban, unban or full delete of one event, then its caches: the call behind the bulk action (runEntryRowAction). */
export const runEventRowAction = (client: QueryClient, input: EntryRowActionInput) => runEntryRowAction(client, eventRows, input)

/** The row menu's ban, unban or full delete of one event, as its confirmation runs it. */
export function useEventRowAction() {
  return useEntryRowAction(eventRows)
}
