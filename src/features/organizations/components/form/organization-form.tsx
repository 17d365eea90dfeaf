import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { categoryQueries } from '@/features/categories/queries'
import type { Category } from '@/features/categories/schemas'
import { cityQueries } from '@/features/cities/queries'
import { languageQueries } from '@/features/languages/queries'
import type { Language } from '@/features/languages/schemas'
import { organizationFieldLabels } from '@/features/organizations/merge-field-text'
import { useCreateOrganization, useEditOrganization } from '@/features/organizations/mutations'
import { organizationQueries } from '@/features/organizations/queries'
import {
  buildOrganizationPayload,
  emptyOrganizationForm,
  organizationFormSchema,
  organizationToFormValues,
  type Organization,
  type OrganizationFormOutput,
  type OrganizationFormValues,
} from '@/features/organizations/schemas'
import type { Country } from '@/shared/api/common-schemas'
import { can } from '@/shared/auth/permissions'
import { useSession } from '@/shared/auth/session'
import { ContactsFields, CreatePhotosField } from '@/shared/entries/form/common-fields'
import { EntryFormFrame } from '@/shared/entries/form/entry-form-frame'
import { useEntryForm } from '@/shared/entries/form/entry-form-save'
import { FormSection } from '@/shared/entries/form/form-section'
import { EntryDetailState } from '@/shared/entries/view/entry-detail-state'
import { organizationFormText } from '@/shared/i18n/organizations'
import { ru } from '@/shared/i18n/ru'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { PageFrame } from '@/shared/ui/page-frame'
import { joinQueries, QueryState } from '@/shared/ui/query-state'
import { AboutSection, ScheduleSection } from './about-section'
import { LocationSection } from './location-section'
import { MainSection } from './main-section'
import { TemplatePhotosField } from './template-photos-field'

const t = organizationFormText

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
  const isOnline = (categoryId: string) => categoryId === onlineWorkingId && onlineWorkingId !== ''
  const { form, frame } = useEntryForm({
    schema,
    defaultValues,
    id,
    toValues: organizationToFormValues,
    payload: (values: OrganizationFormOutput) => buildOrganizationPayload(values, { online: isOnline(values.category_id) }),
    create: useCreateOrganization(),
    edit: useEditOrganization(id ?? '', { onlineWorkingId, categories, languages, countries }),
  })
  const online = isOnline(form.watch('category_id'))

  return (
    <EntryFormFrame
      {...frame}
      kind="organizations"
      label={id ? ru.pages.organizationEdit : ru.pages.organizationCreate}
      fields={organizationFieldLabels}
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

/** Spec section 6: edit needs can_edit_orgs, or the own-organizations right for an organization this admin created. */
function mayEdit(profile: Parameters<typeof can>[0], creatorAdmin: string | null): boolean {
  return can(profile, 'organizations:edit', { creator_admin: creatorAdmin })
}

/**
 * Create (no id) or edit. The form starts once categories, languages, countries and the
 * online-working id are there and, when editing, the organization too (spec section 4 "Forms"),
 * all of which the route's loader fetched; a new organization starts in `countryId`, the system
 * country of the route's context.
 */
export function OrganizationFormPage({ id, countryId }: { id: string | null; countryId: string }) {
  const { profile } = useSession()
  const categories = useQuery(categoryQueries.catalogue())
  const onlineId = useQuery(categoryQueries.onlineWorkingId())
  const languages = useQuery(languageQueries.list())
  const countries = useQuery(cityQueries.countries())
  const organization = useQuery({ ...organizationQueries.detail(id ?? ''), enabled: id !== null, staleTime: Infinity })
  const statics = joinQueries([categories, onlineId, languages, countries] as const)
  const title = id ? ru.pages.organizationEdit : ru.pages.organizationCreate

  const form = (loaded: Organization | null) => (
    <QueryState query={statics}>
      {([categoryList, onlineWorkingId, languageList, countryList]) => (
        <OrganizationForm
          key={id ?? 'new'}
          id={id}
          defaultValues={loaded ? organizationToFormValues(loaded) : emptyOrganizationForm(countryId)}
          categories={categoryList}
          countries={countryList}
          languages={languageList}
          onlineWorkingId={onlineWorkingId}
        />
      )}
    </QueryState>
  )
  const forbidden = <ErrorPanel message={ru.errors.forbidden} />
  return (
    <PageFrame title={organization.data ? `${title}: ${organization.data.name}` : title}>
      {id === null ? (
        can(profile, 'organizations:create') ? (
          form(null)
        ) : (
          forbidden
        )
      ) : (
        <EntryDetailState id={id} query={organization}>
          {(loaded) => (mayEdit(profile, loaded.creator_admin) ? form(loaded) : forbidden)}
        </EntryDetailState>
      )}
    </PageFrame>
  )
}
