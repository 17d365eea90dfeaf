import { eventApi } from '@/features/events/api'
import { storeEvent } from '@/features/events/mutations'
import { eventQueries } from '@/features/events/queries'
import { EntryPhotosPage } from '@/shared/entries/entry-photos-page'
import { ru } from '@/shared/i18n/ru'

/** Photo editing of one event (spec section 2 "Events screens — Photo editing"); can_edit_events allows it. */
export function EventPhotosPage({ id }: { id: string }) {
  return <EntryPhotosPage id={id} title={ru.pages.eventPhotos} api={eventApi} detail={eventQueries.detail} store={storeEvent} />
}
