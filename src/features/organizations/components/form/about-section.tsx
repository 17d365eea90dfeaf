import { Stack } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { Language } from '@/features/languages/schemas'
import type { OrganizationFormValues } from '@/features/organizations/schemas'
import { ScheduleEditor } from '@/shared/entries/form/schedule-editor'
import { organizationFormText } from '@/shared/i18n/organizations'
import { GrowingTextarea } from '@/shared/ui/growing-textarea'
import { TagInput } from '@/shared/ui/tag-input'
import { LanguagesField } from './languages-field'

const t = organizationFormText

export function ScheduleSection() {
  const { control, formState } = useFormContext<OrganizationFormValues>()
  const dayErrors = formState.errors.schedule
  return (
    <Controller
      control={control}
      name="schedule"
      render={({ field, fieldState }) => (
        <ScheduleEditor
          label={t.fields.schedule}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message ?? dayErrors?.root?.message}
          dayErrors={{
            monday: dayErrors?.monday?.message,
            tuesday: dayErrors?.tuesday?.message,
            wednesday: dayErrors?.wednesday?.message,
            thursday: dayErrors?.thursday?.message,
            friday: dayErrors?.friday?.message,
            saturday: dayErrors?.saturday?.message,
            sunday: dayErrors?.sunday?.message,
          }}
        />
      )}
    />
  )
}

export function AboutSection({ languages }: { languages: Language[] }) {
  const { control, register, formState } = useFormContext<OrganizationFormValues>()
  return (
    <Stack gap="sm">
      <GrowingTextarea
        label={t.fields.description}
        withAsterisk
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="languages_ids"
        render={({ field, fieldState }) => (
          <LanguagesField languages={languages} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagInput label={t.fields.tags} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </Stack>
  )
}
