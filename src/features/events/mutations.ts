import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { cachedCities } from '@/features/cities/queries'
import type { Country } from '@/shared/api/common-schemas'
import { storeEntry, useCreateEntryOf } from '@/shared/entries/entry-writes'
import { useEntryRowAction } from '@/shared/entries/list/entry-row-actions'
import { useMergedSave } from '@/shared/save/use-merged-save'
import { editEvent, eventApi, fetchEvent } from './api'
import { eventFieldLabels, eventFieldText } from './merge-field-text'
import { eventQueries } from './queries'
import { buildEventEditPayload, eventListItemSchema, eventToFormValues, type Event, type EventFormValues } from './schemas'

/** The events' calls, query keys and card item: what the shared entry writes and row actions take. */
const events = { api: eventApi, queries: eventQueries, listItemSchema: eventListItemSchema }

/** An event as a save answers it (an edit, photos added or removed), in its detail and every cached list. */
export const storeEvent = (queryClient: QueryClient, event: Event) => storeEntry(queryClient, events, event)

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

/** Create (multipart with the photos), an uncertain answer looked up before the retry is offered. */
export function useCreateEvent() {
  return useCreateEntryOf(events)
}

/** The row menu's ban, unban or full delete of one event, as its confirmation runs it. */
export function useEventRowAction() {
  return useEntryRowAction(events)
}
