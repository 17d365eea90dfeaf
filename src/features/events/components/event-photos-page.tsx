import { addEventPhotos, removeEventPhotos } from '@/features/events/api'
import { storeEvent } from '@/features/events/mutations'
import { eventQueries } from '@/features/events/queries'
import { can } from '@/shared/auth/permissions'
import { ru } from '@/shared/i18n/ru'
import { PhotoEditingPage } from '@/shared/photos/photo-editing-page'

/** Photo editing of one event (spec section 2 "Events screens — Photo editing") on the shared photo page; can_edit_events allows it. */
export function EventPhotosPage({ id }: { id: string }) {
  return (
    <PhotoEditingPage
      title={ru.pages.eventPhotos}
      backTo="/events/view"
      id={id}
      detail={eventQueries.detail}
      allowed={(profile) => can(profile, 'events:edit')}
      calls={{ add: addEventPhotos, remove: removeEventPhotos, store: storeEvent }}
    />
  )
}
