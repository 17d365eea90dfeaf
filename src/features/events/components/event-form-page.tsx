import { useQuery } from '@tanstack/react-query'
import { useSystemCountry } from '../../../shared/auth/session'
import { ru } from '../../../shared/i18n/ru'
import { EntryDetailState } from '../../../shared/ui/entry-view/entry-detail-state'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import { PageFrame } from '../../../shared/ui/page-frame'
import { PendingPanel } from '../../../shared/ui/pending-panel'
import { geoQueries } from '../../geo/queries'
import type { Country } from '../../geo/schemas'
import { emptyEventForm, eventToFormValues } from '../payload'
import { eventQueries } from '../queries'
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
  const countries = useQuery(geoQueries.countries())
  const event = useQuery({ ...eventQueries.detail(id ?? ''), enabled: Boolean(id), staleTime: Infinity })
  const title = id === null ? ru.pages.eventCreate : ru.pages.eventEdit
  let body
  if (countries.isError) body = <ErrorPanel error={countries.error} onRetry={() => void countries.refetch()} retrying={countries.isFetching} />
  else if (!countries.data) body = <PendingPanel />
  else if (id === null) body = <EventForm key="new" id={null} defaultValues={emptyEventForm(current?._id ?? '')} countries={countries.data} />
  else body = <EditForm id={id} countries={countries.data} />
  return <PageFrame title={event.data ? `${title}: ${event.data.name}` : title}>{body}</PageFrame>
}
