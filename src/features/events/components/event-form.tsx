import { zodResolver } from '@hookform/resolvers/zod'
import { SimpleGrid, Stack, TextInput } from '@mantine/core'

import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { eventFormText } from '@/shared/i18n/events'
import { ru } from '@/shared/i18n/ru'
import { ContactsFields, CreatePhotosField, OwnerAndNameFields } from '@/shared/ui/entry-form/common-fields'
import { CountryCityFields } from '@/shared/ui/entry-form/country-city-fields'
import { EntryFormFrame } from '@/shared/ui/entry-form/entry-form-frame'
import { FormSection } from '@/shared/ui/entry-form/form-section'
import { GrowingTextarea } from '@/shared/ui/growing-textarea'
import { cityQueries } from '@/features/cities/queries'
import type { Country } from '@/features/cities/schemas'
import { EVENT_FORM_FIELDS, eventFormSchema, type EventFormOutput, type EventFormValues } from '@/features/events/form-schema'
import { buildEventPayload } from '@/features/events/payload'
import { useCreateEvent, useEditEvent } from '@/features/events/save-mutations'
import { EventDateField } from './event-date-field'

const t = eventFormText
const fieldLabels = Object.fromEntries(EVENT_FORM_FIELDS.map((field) => [field, t.fields[field]]))

export type EventFormProps = {
  /** The event's id when editing; null creates. */
  id: string | null
  defaultValues: EventFormValues
  countries: Country[]
}

/** The event create / edit form (spec section 2 "Events screens — Form", section 5 "Event"). */
export function EventForm({ id, defaultValues, countries }: EventFormProps) {
  const schema = useMemo(() => eventFormSchema(id ? 'edit' : 'create'), [id])
  const form = useForm<EventFormValues, unknown, EventFormOutput>({ resolver: zodResolver(schema), defaultValues })
  const { register, control, formState } = form
  const { errors } = formState
  const create = useCreateEvent()
  const edit = useEditEvent(id ?? '')

  const save = (values: EventFormOutput) => {
    if (!id) return create.mutateAsync({ payload: buildEventPayload(values), photos: values.photos })
    // A date the event had and the admin emptied is cleared on the server.
    const cleared = (['date_start', 'date_end'] as const).filter((key) => defaultValues[key] !== null)
    return edit.mutateAsync(buildEventPayload(values, { cleared }))
  }

  return (
    <EntryFormFrame
      form={form}
      id={id}
      kind="events"
      label={id ? ru.pages.eventEdit : ru.pages.eventCreate}
      save={save}
      calls={{ create, edit }}
      fields={fieldLabels}
    >
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
