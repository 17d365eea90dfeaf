import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { cityQueries } from '@/features/cities/queries'
import { eventFieldLabels } from '@/features/events/merge-field-text'
import { useCreateEvent, useEditEvent } from '@/features/events/mutations'
import { eventQueries } from '@/features/events/queries'
import { buildEventPayload, emptyEventForm, eventFormSchema, eventToFormValues, type EventFormValues } from '@/features/events/schemas'
import type { Country } from '@/shared/api/common-schemas'
import { ContactsFields, CreatePhotosField, OwnerAndNameFields } from '@/shared/entries/form/common-fields'
import { CountryCityFields } from '@/shared/entries/form/country-city-fields'
import { EntryFormFrame } from '@/shared/entries/form/entry-form-frame'
import { useEntryForm } from '@/shared/entries/form/entry-form-save'
import { FormSection } from '@/shared/entries/form/form-section'
import { EntryDetailState } from '@/shared/entries/view/entry-detail-state'
import { eventFormText } from '@/shared/i18n/events'
import { ru } from '@/shared/i18n/ru'
import { GrowingTextarea } from '@/shared/ui/growing-textarea'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import { EventDateField } from './event-date-field'

const t = eventFormText

export type EventFormProps = {
  /** The event's id when editing; null creates. */
  id: string | null
  defaultValues: EventFormValues
  countries: Country[]
}

/** The event create / edit form (spec section 2 "Events screens — Form", section 5 "Event"). */
export function EventForm({ id, defaultValues, countries }: EventFormProps) {
  const schema = useMemo(() => eventFormSchema(id ? 'edit' : 'create'), [id])
  const { form, frame } = useEntryForm({
    schema,
    defaultValues,
    id,
    toValues: eventToFormValues,
    payload: buildEventPayload,
    create: useCreateEvent(),
    edit: useEditEvent(id ?? '', countries),
  })
  const { register, control, formState } = form
  const { errors } = formState

  return (
    <EntryFormFrame {...frame} kind="events" label={id ? ru.pages.eventEdit : ru.pages.eventCreate} fields={eventFieldLabels}>
      <FormSection title={t.sections.main}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <OwnerAndNameFields />
          <TextInput
            label={t.fields.holding_date}
            placeholder={t.holdingDatePlaceholder}
            description={t.holdingDateHint}
            withAsterisk
            error={errors.holding_date?.message}
            {...register('holding_date')}
          />
          <TextInput label={t.fields.specialization} withAsterisk error={errors.specialization?.message} {...register('specialization')} />
          {(['date_start', 'date_end'] as const).map((key) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field, fieldState }) => (
                <EventDateField
                  label={t.fields[key]}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </FormSection>
      <FormSection title={t.sections.location}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CountryCityFields countries={countries} citiesOf={cityQueries.cities} cityRequired />
          </SimpleGrid>
          <TextInput label={t.fields.address} error={errors.address?.message} {...register('address')} />
        </Stack>
      </FormSection>
      <FormSection title={t.sections.contacts}>
        <ContactsFields />
      </FormSection>
      <FormSection title={t.sections.description}>
        <GrowingTextarea label={t.fields.description} withAsterisk error={errors.description?.message} {...register('description')} />
      </FormSection>
      {!id && (
        <FormSection title={t.sections.photos}>
          <CreatePhotosField />
        </FormSection>
      )}
    </EntryFormFrame>
  )
}

function EditForm({ id, countries }: { id: string; countries: Country[] }) {
  const event = useQuery({ ...eventQueries.detail(id), enabled: id !== '', staleTime: Infinity })
  return (
    <EntryDetailState id={id} query={event}>
      {(loaded) => <EventForm key={id} id={id} defaultValues={eventToFormValues(loaded)} countries={countries} />}
    </EntryDetailState>
  )
}

/**
 * Create (id null) or edit: the form starts once the countries and, when editing, the event are
 * there, which the route's loader fetched; a new event starts in `countryId`, the system country
 * of the route's context.
 */
export function EventFormPage({ id, countryId }: { id: string | null; countryId: string }) {
  const countries = useQuery(cityQueries.countries())
  const event = useQuery({ ...eventQueries.detail(id ?? ''), enabled: Boolean(id), staleTime: Infinity })
  const title = id === null ? ru.pages.eventCreate : ru.pages.eventEdit
  return (
    <PageFrame title={event.data ? `${title}: ${event.data.name}` : title}>
      <QueryState query={countries}>
        {(list) =>
          id === null ? (
            <EventForm key="new" id={null} defaultValues={emptyEventForm(countryId)} countries={list} />
          ) : (
            <EditForm id={id} countries={list} />
          )
        }
      </QueryState>
    </PageFrame>
  )
}
