import { useQuery } from '@tanstack/react-query'
import { can } from '../../../shared/auth/permissions'
import { useSession, useSystemCountry } from '../../../shared/auth/session'
import { ru } from '../../../shared/i18n/ru'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import { PageFrame } from '../../../shared/ui/page-frame'
import { PendingPanel } from '../../../shared/ui/pending-panel'
import { categoryQueries } from '../../categories/queries'
import { geoQueries } from '../../geo/queries'
import { languageQueries } from '../../languages/queries'
import { loadErrorText } from '../../../shared/api/load-error'
import { emptyOrganizationForm, organizationToFormValues } from '../payload'
import { organizationQueries } from '../queries'
import { OrganizationForm } from './form/organization-form'

/** Spec section 6: edit (and create, as its own creator) needs can_edit_orgs, or the own-organizations right. */
function mayEdit(profile: Parameters<typeof can>[0], creatorAdmin: string | null | undefined): boolean {
  // While the organization loads there is nothing to refuse yet.
  if (creatorAdmin === undefined) return true
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
  const countries = useQuery(geoQueries.countries())
  const organization = useQuery({ ...organizationQueries.detail(id ?? ''), enabled: id !== null, staleTime: Infinity })
  const statics = [categories, onlineId, languages, countries]
  const title = id ? ru.pages.organizationEdit : ru.pages.organizationCreate

  const failed = statics.find((query) => query.isError)
  let body
  if (failed) {
    body = <ErrorPanel error={failed.error} onRetry={() => statics.forEach((query) => query.isError && void query.refetch())} />
  } else if (organization.isError) {
    body = <ErrorPanel message={loadErrorText(organization.error)} onRetry={() => void organization.refetch()} retrying={organization.isFetching} />
  } else if (!mayEdit(profile, id === null ? (profile?._id ?? null) : organization.data?.creator_admin)) {
    body = <ErrorPanel message={ru.errors.forbidden} />
  } else if (!categories.data || onlineId.data === undefined || !languages.data || !countries.data || (id !== null && !organization.data)) {
    body = <PendingPanel />
  } else {
    body = (
      <OrganizationForm
        key={id ?? 'new'}
        id={id}
        defaultValues={organization.data ? organizationToFormValues(organization.data) : emptyOrganizationForm(current?._id ?? '')}
        categories={categories.data}
        countries={countries.data}
        languages={languages.data}
        onlineWorkingId={onlineId.data}
      />
    )
  }
  return <PageFrame title={organization.data ? `${title}: ${organization.data.name}` : title}>{body}</PageFrame>
}
