import { useQuery } from '@tanstack/react-query'
import { can } from '@/shared/auth/permissions'
import { useSession, useSystemCountry } from '@/shared/auth/session'
import { ru } from '@/shared/i18n/ru'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { PageFrame } from '@/shared/ui/page-frame'
import { EntryDetailState } from '@/shared/ui/entry-view/entry-detail-state'
import { joinQueries, QueryState } from '@/shared/ui/query-state'
import { categoryQueries } from '@/features/categories/queries'
import { cityQueries } from '@/features/cities/queries'
import { languageQueries } from '@/features/languages/queries'
import { emptyOrganizationForm, organizationToFormValues } from '@/features/organizations/payload'
import { organizationQueries } from '@/features/organizations/queries'
import type { Organization } from '@/features/organizations/schemas'
import { OrganizationForm } from './form/organization-form'

/** Spec section 6: edit (and create, as its own creator) needs can_edit_orgs, or the own-organizations right. */
function mayEdit(profile: Parameters<typeof can>[0], creatorAdmin: string | null): boolean {
  return can(profile, 'organizations:edit', { creator_admin: creatorAdmin })
}

/**
 * Create (no id) or edit. The form starts once categories, languages, countries and the
 * online-working id are there and, when editing, the organization too (spec section 4 "Forms").
 */
export function OrganizationFormPage({ id }: { id: string | null }) {
  const { current } = useSystemCountry()
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
          defaultValues={loaded ? organizationToFormValues(loaded) : emptyOrganizationForm(current?._id ?? '')}
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
        mayEdit(profile, profile?._id ?? null) ? (
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
