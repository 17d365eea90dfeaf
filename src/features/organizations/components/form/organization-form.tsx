import { zodResolver } from '@hookform/resolvers/zod'
import { Stack } from '@mantine/core'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { ru } from '@/shared/i18n/ru'
import { organizationFormText } from '@/shared/i18n/organizations'
import { ContactsFields, CreatePhotosField } from '@/shared/ui/entry-form/common-fields'
import { EntryFormFrame } from '@/shared/ui/entry-form/entry-form-frame'
import { FormSection } from '@/shared/ui/entry-form/form-section'
import type { Category } from '@/features/categories/schemas'
import type { Country } from '@/features/cities/schemas'
import type { Language } from '@/features/languages/schemas'
import {
  ORGANIZATION_FORM_FIELDS,
  organizationFormSchema,
  type OrganizationFormOutput,
  type OrganizationFormValues,
} from '@/features/organizations/form-schema'
import { buildOrganizationPayload } from '@/features/organizations/payload'
import { useCreateOrganization, useEditOrganization } from '@/features/organizations/save-mutations'
import { AboutSection, ScheduleSection } from './about-section'
import { LocationSection } from './location-section'
import { MainSection } from './main-section'
import { TemplatePhotosField } from './template-photos-field'

const t = organizationFormText
const fieldLabels = Object.fromEntries(ORGANIZATION_FORM_FIELDS.map((field) => [field, t.fields[field]]))

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
  const create = useCreateOrganization()
  const edit = useEditOrganization(id ?? '')
  const online = form.watch('category_id') === onlineWorkingId && onlineWorkingId !== ''

  const save = (values: OrganizationFormOutput) => {
    const payload = buildOrganizationPayload(values, { online })
    return id ? edit.mutateAsync(payload) : create.mutateAsync({ payload, photos: values.photos })
  }

  return (
    <EntryFormFrame
      form={form}
      id={id}
      kind="organizations"
      label={id ? ru.pages.organizationEdit : ru.pages.organizationCreate}
      save={save}
      calls={{ create, edit }}
      fields={fieldLabels}
    >
      <FormSection title={t.sections.main}>
        <MainSection categories={categories} />
      </FormSection>
      <FormSection title={t.sections.location}>
        <LocationSection countries={countries} online={online} />
      </FormSection>
      <FormSection title={t.sections.schedule}>
        <ScheduleSection />
      </FormSection>
      <FormSection title={t.sections.contacts}>
        <ContactsFields />
      </FormSection>
      <FormSection title={t.sections.about}>
        <AboutSection languages={languages} />
      </FormSection>
      <FormSection title={t.sections.photos}>
        <Stack gap="md">
          {mode === 'create' && <CreatePhotosField />}
          <Controller
            control={form.control}
            name="template_photos_ids"
            render={({ field }) => <TemplatePhotosField value={field.value} onChange={field.onChange} />}
          />
        </Stack>
      </FormSection>
    </EntryFormFrame>
  )
}
