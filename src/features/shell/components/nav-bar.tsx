import { Burger, NavLink } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createLink, useLocation } from '@tanstack/react-router'
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react'
import { complaintQueries } from '@/features/complaints/queries'
import { useLogout } from '@/features/shell/use-logout'
import { navEntriesFor, type NavEntry } from '@/shared/auth/nav'
import { useSession, useSystemCountry } from '@/shared/auth/session'
import { ru } from '@/shared/i18n/ru'
import { shellText } from '@/shared/i18n/shell'
import { SecondaryAction } from '@/shared/ui/actions'
import { QueryState } from '@/shared/ui/query-state'
import { CountBadge } from '@/shared/ui/tones'
import classes from './console-shell.module.css'
import { CountrySwitcher } from './country-switcher'
import { ThemeSwitch } from './theme-switch'

const selectPathname = (location: { pathname: string }) => location.pathname

function sectionOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`
}

/** The complaints count beside Reports; red while there are complaints. */
function ComplaintsBadge() {
  const { current } = useSystemCountry()
  const counts = useQuery({ ...complaintQueries.counts(current?._id ?? ''), enabled: Boolean(current) })
  return (
    <QueryState query={counts} pending={null} failure={<CountBadge count={null} label={shellText.session.countsFailed} />}>
      {({ allComplaintsCount: total }) => (
        <CountBadge count={total} label={shellText.nav.complaintsBadge(total)} data-testid="complaints-badge" />
      )}
    </QueryState>
  )
}

/** Mantine's NavLink as the router's Link: in-app navigation (a leave guard still asks), preloading on intent. */
const RouterNavLink = createLink((props: Omit<ComponentPropsWithRef<typeof NavLink<'a'>>, 'component'>) => (
  <NavLink component="a" {...props} />
))

function NavItem({ entry, active }: { entry: NavEntry; active: boolean }) {
  return (
    <RouterNavLink
      to={entry.to}
      {...(entry.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      label={entry.label}
      description={entry.newTab ? ru.common.newTabHint : undefined}
      rightSection={entry.complaintsBadge ? <ComplaintsBadge /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  )
}

export function NavBar({ search }: { search?: ReactNode }) {
  const { profile } = useSession()
  const logout = useLogout()
  // The path alone: a list's search or page changes the URL on every step, and the navigation stays as it was.
  const pathname = useLocation({ select: selectPathname })
  const entries = navEntriesFor(profile)
  const isRoot = profile?.isRoot ?? false
  const name = isRoot ? shellText.nav.rootName : profile?.display_name

  // Open for the path it was opened on: choosing a section (a new path) folds it away.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname

  return (
    <div className={classes.navColumn} data-open={open || undefined}>
      <div className={classes.titleRow}>
        <div>
          <p className={classes.productTitle}>{shellText.productTitle}</p>
          <p className={classes.productSubtitle}>{shellText.productSubtitle}</p>
        </div>
        {/* Shown in a narrow window only (console-shell.module.css), where the column folds away behind it. */}
        <Burger
          className={classes.burger}
          opened={open}
          onClick={() => setOpenOn(open ? null : pathname)}
          aria-label={shellText.nav.menu}
          aria-expanded={open}
          aria-controls="console-menu"
        />
      </div>
      <div id="console-menu" className={classes.menu}>
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
            <SecondaryAction onClick={() => void logout()}>{shellText.nav.logout}</SecondaryAction>
          </div>
        </div>
        <ThemeSwitch />
      </div>
    </div>
  )
}
