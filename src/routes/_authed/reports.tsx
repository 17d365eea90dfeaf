import { createFileRoute, redirect } from '@tanstack/react-router'
import { ComplaintsPage } from '@/features/complaints/components/complaints-page'
import { complaintQueries } from '@/features/complaints/queries'
import { complaintsSearchSchema } from '@/features/complaints/search-schema'
import { homePathFor } from '@/shared/auth/nav'
import { can } from '@/shared/auth/permissions'
import { session, systemCountryOf } from '@/shared/auth/session'
import { requireFeature } from '@/shared/auth/guard'
import { prefetch } from '@/shared/lib/prefetch'

export const Route = createFileRoute('/_authed/reports')({
  validateSearch: complaintsSearchSchema,
  beforeLoad: (options) => {
    requireFeature('complaints')(options)
    // The system country must be one where the admin may view complaints.
    const country = systemCountryOf(options.context.profile, session.get().chosenCountryId)
    if (!country || !can(options.context.profile, 'complaints:view', { countryId: country._id })) {
      const home = homePathFor(options.context.profile)
      // Without any such country the page says so (no redirect loop when Reports is the only screen).
      if (home !== '/reports') throw redirect({ to: home ?? '/login', replace: true })
      return { countryId: null }
    }
    return { countryId: country._id }
  },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ context, deps }) => {
    const { countryId } = context
    if (!countryId) return
    return prefetch(context.queryClient, complaintQueries.counts(countryId), complaintQueries.list(countryId, deps.tab))
  },
  component: ComplaintsRoute,
})

function ComplaintsRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComplaintsPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />
}
