import { useQueries, useQuery } from '@tanstack/react-query'
import { authQueries } from '@/features/auth/queries'
import { categoryQueries } from '@/features/categories/queries'
import { cityQueries } from '@/features/cities/queries'
import { languageQueries } from '@/features/languages/queries'
import { useSession } from '@/shared/auth/session'
import { shellText } from '@/shared/i18n/shell'
import { joinQueries, LoadingLine, QueryState } from '@/shared/ui/query-state'
import classes from './console-shell.module.css'

/**
 * What the `_authed` route's loader fetches, read without starting a load of its own (the loader decides when each
 * is fetched; the failure's retry loads again what failed).
 */
const loadedByTheRoute = { enabled: false } as const

/**
 * The admin's static data (spec section 4), which the `_authed` route's loader fetches: while it
 * loads a line, then nothing, or its failure with one retry of what failed.
 */
function StaticDataState() {
  const staticData = useQueries({
    queries: [cityQueries.countries(), categoryQueries.catalogue(), categoryQueries.onlineWorkingId(), languageQueries.list()].map(
      (query) => ({ ...query, ...loadedByTheRoute }),
    ),
    combine: (results) => joinQueries(results),
  })
  return (
    <QueryState
      query={staticData}
      title={shellText.session.staticDataFailed}
      pending={<LoadingLine text={shellText.session.staticDataLoading} />}
    >
      {() => null}
    </QueryState>
  )
}

/**
 * Spec section 4 "Session": on start the profile is re-fetched and, for admins, the static data is
 * loaded (both by the `_authed` route's loader). Their state shows here, a failure with a retry;
 * the screen below stays usable.
 */
export function SessionAlerts() {
  const { profile } = useSession()
  const profileQuery = useQuery({ ...authQueries.profile(), ...loadedByTheRoute })
  return (
    <div className={classes.alerts}>
      <QueryState query={profileQuery} title={shellText.session.profileRefreshFailed} pending={null}>
        {() => null}
      </QueryState>
      {profile?.isAdmin && <StaticDataState />}
    </div>
  )
}
