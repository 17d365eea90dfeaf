import { SimpleGrid, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { eventQueries } from '@/features/events/queries'
import type { Event } from '@/features/events/schemas'
import { can } from '@/shared/auth/permissions'
import { useSession } from '@/shared/auth/session'
import { LocationMap } from '@/shared/entries/location-map/location-map'
import { EntryDetailState } from '@/shared/entries/view/entry-detail-state'
import { PhotoCarousel } from '@/shared/entries/view/photo-carousel'
import { Block, ContactsBlock, EntryIdBlock, EntryViewActions, Field, OwnerBlock } from '@/shared/entries/view/view-blocks'
import { eventViewText } from '@/shared/i18n/events'
import { ru } from '@/shared/i18n/ru'
import { formatCalendarDay } from '@/shared/lib/format-date'
import { PageFrame } from '@/shared/ui/page-frame'

const t = eventViewText

function EventDetails({ event }: { event: Event }) {
  const { city } = event
  return (
    <Stack gap="md">
      <OwnerBlock user={event.user} />
      <Block title={t.event}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          <Field label={t.name} value={event.name} />
          <Field label={t.specialization} value={event.specialization} />
          <Field label={t.holdingDate} value={event.holding_date} />
          <Field label={t.dateStart} value={formatCalendarDay(event.date_start)} />
          <Field label={t.dateEnd} value={formatCalendarDay(event.date_end)} />
        </SimpleGrid>
      </Block>
      <Block title={t.description}>
        <Field label={t.description} value={event.description} />
      </Block>
      <Block title={t.location}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label={t.country} value={event.country.name} />
            <Field label={t.city} value={city?.name ?? ''} />
            <Field label={t.address} value={event.address} />
          </SimpleGrid>
          {/* Centred on the event's city at the events' city zoom (spec section 9). */}
          {city && <LocationMap fallbackCenter={{ lat: city.coordinates.lat, lon: city.coordinates.lon }} />}
        </Stack>
      </Block>
      <ContactsBlock contacts={event.contacts} />
      <EntryIdBlock idLabel={t.eventId} entry={event}>
        <Field label={t.status} value={event.is_active ? t.active : t.banned} />
      </EntryIdBlock>
      <Block title={t.carousel}>
        <PhotoCarousel photos={event.carousel_photos} label={t.carousel} />
      </Block>
    </Stack>
  )
}

/** The read-only view of one event (spec section 2 "Events screens — Single view"). */
export function EventSinglePage({ id }: { id: string }) {
  const query = useQuery({ ...eventQueries.detail(id), enabled: id !== '' })
  const { profile } = useSession()
  const event = query.data
  return (
    <PageFrame
      title={event ? `${ru.pages.eventSingle}: ${event.name}` : ru.pages.eventSingle}
      actions={<EntryViewActions kind="events" id={event?._id} mayEdit={event !== undefined && can(profile, 'events:edit')} />}
    >
      <EntryDetailState id={id} query={query}>
        {(loaded) => <EventDetails event={loaded} />}
      </EntryDetailState>
    </PageFrame>
  )
}
