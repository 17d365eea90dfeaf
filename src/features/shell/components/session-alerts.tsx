import { useQueries, useQuery } from '@tanstack/react-query'
import { ru } from '../../../shared/i18n/ru'
import { useSession } from '../../../shared/auth/session'
import { ErrorPanel } from '../../../shared/ui/error-panel'
import classes from './console-shell.module.css'
import { LoadingLine } from '../../../shared/ui/plain-loader'
import { authQueries } from '../../auth/queries'
import { categoryQueries } from '../../categories/queries'
import { geoQueries } from '../../geo/queries'
import { languageQueries } from '../../languages/queries'

/**
 * Spec section 4 "Session": on start the profile is re-fetched and, for admins, the static data is
 * loaded. A failure shows here with a retry; the screen below stays usable.
 */
export function SessionAlerts() {
  const { profile } = useSession()
  const profileQuery = useQuery(authQueries.profile())
  const isAdmin = profile?.isAdmin ?? false
  const staticQueries = useQueries({
    queries: [geoQueries.countries(), categoryQueries.catalogue(), categoryQueries.onlineWorkingId(), languageQueries.list()].map(
      (options) => ({ ...options, enabled: isAdmin }),
    ),
  })
  const failedStatic = staticQueries.filter((query) => query.isError)
  const loadingStatic = isAdmin && staticQueries.some((query) => query.isPending && query.fetchStatus === 'fetching')

  if (!profileQuery.isError && failedStatic.length === 0 && !loadingStatic) return null
  return (
    <div className={classes.alerts}>
      {profileQuery.isError && (
        <ErrorPanel
          title={ru.session.profileRefreshFailed}
          error={profileQuery.error}
          onRetry={() => void profileQuery.refetch()}
          retrying={profileQuery.isFetching}
        />
      )}
      {failedStatic.length > 0 && (
        <ErrorPanel
          title={ru.session.staticDataFailed}
          error={failedStatic[0]?.error}
          onRetry={() => failedStatic.forEach((query) => void query.refetch())}
          retrying={failedStatic.some((query) => query.isFetching)}
        />
      )}
      {loadingStatic && (
        <LoadingLine text={ru.session.staticDataLoading} />
      )}
    </div>
  )
}
