import { useQuery } from '@tanstack/react-query'
import { useSystemCountry } from '@/shared/auth/session'
import { ru } from '@/shared/i18n/ru'
import { EntryDetailState } from '@/shared/ui/entry-view/entry-detail-state'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import { cityQueries } from '@/features/cities/queries'
import type { Country } from '@/features/cities/schemas'
import { emptyEventForm, eventToFormValues } from '@/features/events/payload'
import { eventQueries } from '@/features/events/queries'
import { EventForm } from './event-form'

function EditForm({ id, countries }: { id: string; countries: Country[] }) {
  const event = useQuery({ ...eventQueries.detail(id), enabled: id !== '', staleTime: Infinity })
  return (
    <EntryDetailState id={id} query={event}>
      {(loaded) => <EventForm key={id} id={id} defaultValues={eventToFormValues(loaded)} countries={countries} />}
    </EntryDetailState>
  )
}

/** Create (id null) or edit: the form starts once the countries and, when editing, the event are there. */
export function EventFormPage({ id }: { id: string | null }) {
  const { current } = useSystemCountry()
  const countries = useQuery(cityQueries.countries())
  const event = useQuery({ ...eventQueries.detail(id ?? ''), enabled: Boolean(id), staleTime: Infinity })
  const title = id === null ? ru.pages.eventCreate : ru.pages.eventEdit
  return (
    <PageFrame title={event.data ? `${title}: ${event.data.name}` : title}>
      <QueryState query={countries}>
        {(list) =>
          id === null ? (
            <EventForm key="new" id={null} defaultValues={emptyEventForm(current?._id ?? '')} countries={list} />
          ) : (
            <EditForm id={id} countries={list} />
          )
        }
      </QueryState>
    </PageFrame>
  )
}
