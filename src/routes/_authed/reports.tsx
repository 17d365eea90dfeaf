import { createFileRoute, redirect } from '@tanstack/react-router'
import { ComplaintsPage } from '@/features/complaints/components/complaints-page'
import { complaintQueries } from '@/features/complaints/queries'
import { complaintsSearchSchema } from '@/features/complaints/schemas'
import { requireFeature, systemCountryWith } from '@/shared/auth/guard'
import { homePathFor } from '@/shared/auth/nav'
import { prefetch } from '@/shared/cache/query-cache'

export const Route = createFileRoute('/_authed/reports')({
  validateSearch: complaintsSearchSchema,
  beforeLoad: ({ context }) => {
    requireFeature('complaints')({ context })
    // The complaints shown are the system country's, which must be one where the admin may view them.
    const countryId = systemCountryWith(context, 'complaints:view')
    if (countryId !== null) return { countryId }
    const home = homePathFor(context.profile)
    // Without any such country the page says so (no redirect loop when Reports is the only screen).
    if (home !== '/reports') throw redirect({ to: home ?? '/login', replace: true })
    return { countryId: null }
  },
  loaderDeps: ({ search }) => search,
  /** The counts of every tab and the open tab's complaints. */
  loader: ({ context: { queryClient, countryId }, deps: { tab } }) =>
    prefetch(
      queryClient,
      countryId !== null && complaintQueries.counts(countryId),
      countryId !== null && complaintQueries.list(countryId, tab),
    ),
  component: ComplaintsRoute,
})

function ComplaintsRoute() {
  const { tab } = Route.useSearch()
  const { countryId } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  return <ComplaintsPage countryId={countryId} tab={tab} onTabChange={(next) => navigate({ search: { tab: next } })} />
}
