import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocation } from '@tanstack/react-router'
import { ru } from '@/shared/i18n/ru'
import { navEntriesFor, type NavEntry } from '@/shared/auth/nav'
import { useSession, useSystemCountry } from '@/shared/auth/session'
import { SecondaryAction } from '@/shared/ui/actions'
import { QueryState } from '@/shared/ui/query-state'
import { RouteAnchor } from '@/shared/ui/route-anchor'
import { complaintQueries } from '@/features/complaints/queries'
import { useLogout } from '@/features/shell/use-logout'
import classes from './console-shell.module.css'
import { CountrySwitcher } from './country-switcher'
import { ThemeSwitch } from './theme-switch'
import { shellText } from '@/shared/i18n/shell'

function sectionOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`
}

/** The complaints count beside Reports; red while there are complaints. */
function ComplaintsBadge() {
  const { current } = useSystemCountry()
  const counts = useQuery({ ...complaintQueries.counts(current?._id ?? ''), enabled: Boolean(current) })
  return (
    <QueryState
      query={counts}
      pending={null}
      failure={
        <span
          className={classes.badge}
          data-tone="alert"
          title={shellText.session.countsFailed}
          aria-label={shellText.session.countsFailed}
        >
          !
        </span>
      }
    >
      {({ allComplaintsCount: total }) => (
        <span
          className={classes.badge}
          data-tone={total > 0 ? 'alert' : 'quiet'}
          aria-label={shellText.nav.complaintsBadge(total)}
          data-testid="complaints-badge"
        >
          {total}
        </span>
      )}
    </QueryState>
  )
}

function NavItem({ entry, active }: { entry: NavEntry; active: boolean }) {
  return (
    <RouteAnchor to={entry.to} newTab={entry.newTab ?? false} className={classes.navLink} aria-current={active ? 'page' : undefined}>
      <span className={classes.navText}>
        {entry.label}
        {entry.newTab && <span className={classes.navHint}>{ru.common.newTabHint}</span>}
      </span>
      {entry.complaintsBadge && <ComplaintsBadge />}
    </RouteAnchor>
  )
}

export function NavBar({ search }: { search?: ReactNode }) {
  const { profile } = useSession()
  const logout = useLogout()
  const { pathname } = useLocation()
  const entries = navEntriesFor(profile)
  const isRoot = profile?.isRoot ?? false
  const name = isRoot ? shellText.nav.rootName : profile?.display_name

  return (
    <div className={classes.navColumn}>
      <div>
        <p className={classes.productTitle}>{shellText.productTitle}</p>
        <p className={classes.productSubtitle}>{shellText.productSubtitle}</p>
      </div>
      <CountrySwitcher />
      {search}
      <nav aria-label={shellText.nav.label} className={classes.grow}>
        {entries.map((entry) => (
          <NavItem key={entry.feature} entry={entry} active={sectionOf(pathname) === sectionOf(entry.to)} />
        ))}
      </nav>
      <div className={classes.account}>
        <div className={classes.accountText}>
          <p className={classes.accountName} data-testid="display-name" title={name}>
            {name}
          </p>
          <p className={classes.productSubtitle}>{isRoot ? shellText.nav.rootRole : shellText.nav.adminRole}</p>
        </div>
        <div className={classes.accountAction}>
          <SecondaryAction onClick={logout}>{shellText.nav.logout}</SecondaryAction>
        </div>
      </div>
      <ThemeSwitch />
    </div>
  )
}
