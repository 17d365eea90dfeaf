import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { saveFailureText } from '../../../../shared/api/save-failure'
import { ru } from '../../../../shared/i18n/ru'
import { organizationFormText } from '../../../../shared/i18n/organizations'
import { PhotoPicker } from '../../../../shared/ui/photo-picker'
import { ResultModal, type ResultState } from '../../../../shared/ui/result-modal'
import { useLeaveGuard } from '../../../../shared/ui/use-leave-guard'
import type { Category } from '../../../categories/schemas'
import type { Country } from '../../../geo/schemas'
import type { Language } from '../../../languages/schemas'
import { organizationFormSchema, type OrganizationFormOutput, type OrganizationFormValues } from '../../form-schema'
import { buildOrganizationPayload } from '../../payload'
import { useCreateOrganization, useEditOrganization } from '../../save-mutations'
import { AboutSection, ContactsSection, ScheduleSection } from './about-section'
import { ErrorSummary } from './error-summary'
import { LocationSection } from './location-section'
import { MainSection } from './main-section'
import { TemplatePhotosField } from './template-photos-field'

const t = organizationFormText

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="fieldset" style={{ margin: 0 }}>
      <Title order={2} size="h4" mb="sm" component="legend" style={{ float: 'left', width: '100%' }}>
        {title}
      </Title>
      {children}
    </Card>
  )
}

export type OrganizationFormProps = {
  /** The organization's id when editing; null creates. */
  id: string | null
  defaultValues: OrganizationFormValues
  categories: Category[]
  countries: Country[]
  languages: Language[]
  onlineWorkingId: string
}

/** The organization create / edit form (spec section 2 "Form" and "Pickers"). */
export function OrganizationForm({ id, defaultValues, categories, countries, languages, onlineWorkingId }: OrganizationFormProps) {
  const mode = id ? 'edit' : 'create'
  const schema = useMemo(
    () =>
      organizationFormSchema({
        mode,
        onlineWorkingId,
        categoriesWithSubCategories: new Set(categories.filter((c) => (c.sub_categories?.length ?? 0) > 0).map((c) => c._id)),
      }),
    [mode, onlineWorkingId, categories],
  )
  const form = useForm<OrganizationFormValues, unknown, OrganizationFormOutput>({ resolver: zodResolver(schema), defaultValues })
  const { control, handleSubmit, watch, formState, trigger } = form
  // After a submit every change re-checks the whole form, so that rules spanning fields (the
  // category hides the address and sub-categories, the map sets the coordinates, template photos
  // count among the photos) clear or show their errors at once.
  useEffect(() => {
    if (!formState.isSubmitted) return
    const subscription = watch(() => void trigger())
    return () => subscription.unsubscribe()
  }, [formState.isSubmitted, watch, trigger])
  const navigate = useNavigate()
  const create = useCreateOrganization()
  const edit = useEditOrganization(id ?? '')
  const [result, setResult] = useState<ResultState>(null)
  const guard = useLeaveGuard(formState.isDirty && result?.kind !== 'success')
  const online = watch('category_id') === onlineWorkingId && onlineWorkingId !== ''

  const submit = handleSubmit(async (values) => {
    const payload = buildOrganizationPayload(values, { online })
    try {
      const saved = id ? await edit.mutateAsync(payload) : await create.mutateAsync({ payload, photos: values.photos })
      guard.allow()
      setResult({ kind: 'success', message: id ? t.successEdit(saved.name) : t.successCreate(saved.name) })
    } catch (error) {
      // Nothing typed is lost: the form keeps its values.
      setResult({ kind: 'error', message: saveFailureText(error) })
    }
  })

  const closeResult = () => {
    const succeeded = result?.kind === 'success'
    setResult(null)
    if (succeeded) void navigate({ to: '/organizations/view' })
  }

  const saving = create.isPending || edit.isPending
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={id ? ru.pages.organizationEdit : ru.pages.organizationCreate}>
        <Stack gap="md">
          <Section title={t.sections.main}>
            <MainSection categories={categories} />
          </Section>
          <Section title={t.sections.location}>
            <LocationSection countries={countries} online={online} />
          </Section>
          <Section title={t.sections.schedule}>
            <ScheduleSection />
          </Section>
          <Section title={t.sections.contacts}>
            <ContactsSection />
          </Section>
          <Section title={t.sections.about}>
            <AboutSection languages={languages} />
          </Section>
          <Section title={t.sections.photos}>
            <Stack gap="md">
              {mode === 'create' && (
                <Controller
                  control={control}
                  name="photos"
                  render={({ field, fieldState }) => (
                    <PhotoPicker
                      label={t.fields.photos}
                      files={field.value}
                      onAdd={(files) => field.onChange([...files, ...field.value])}
                      onRemove={(index) => field.onChange(field.value.filter((_, i) => i !== index))}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              )}
              <Controller
                control={control}
                name="template_photos_ids"
                render={({ field }) => <TemplatePhotosField value={field.value} onChange={field.onChange} />}
              />
            </Stack>
          </Section>
          <ErrorSummary errors={formState.errors} />
          {create.uploadPercent !== null && (
            <Stack gap={4}>
              <Text size="sm">{t.uploadProgress(create.uploadPercent)}</Text>
              <Progress value={create.uploadPercent} aria-label={t.uploadProgress(create.uploadPercent)} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate({ to: '/organizations/view' })}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {id ? t.submitEdit : t.submitCreate}
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultModal result={result} onClose={closeResult} />
      {guard.modal}
    </FormProvider>
  )
}
