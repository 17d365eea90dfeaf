import { Badge, Button, Group, NavLink, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { ru } from '../../../shared/i18n/ru'
import { navEntriesFor, type NavEntry } from '../../../shared/auth/nav'
import { useSession, useSystemCountry } from '../../../shared/auth/session'
import { THEME_PRIMARY } from '../../../shared/limits'
import { reportQueries } from '../../reports/queries'
import { useLogout } from '../use-logout'
import classes from './console-shell.module.css'
import { CountrySwitcher } from './country-switcher'

function sectionOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`
}

/** Dark shades: white text on Mantine's default red.6 / gray.6 is about 3.3:1, below WCAG AA. */
function ComplaintsBadge() {
  const { current } = useSystemCountry()
  const counts = useQuery({ ...reportQueries.counts(current?._id ?? ''), enabled: Boolean(current) })
  if (counts.isError) {
    return (
      <Badge color="red.9" size="sm" title={ru.session.countsFailed} aria-label={ru.session.countsFailed}>
        !
      </Badge>
    )
  }
  if (!counts.data) return null
  const total = counts.data.allComplaintsCount
  return (
    <Badge color={total > 0 ? 'red.9' : 'gray.7'} size="sm" circle={total < 10} aria-label={ru.nav.reportsBadge(total)} data-testid="reports-badge">
      {total}
    </Badge>
  )
}

function NavItem({ entry, active }: { entry: NavEntry; active: boolean }) {
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={entry.label}
      active={active}
      {...(entry.newTab ? { target: '_blank', rel: 'noopener', description: ru.common.newTabHint } : {})}
      rightSection={entry.complaintsBadge ? <ComplaintsBadge /> : undefined}
      variant="light"
    />
  )
}

export function NavBar() {
  const { profile } = useSession()
  const logout = useLogout()
  const { pathname } = useLocation()
  const entries = navEntriesFor(profile)
  const isRoot = profile?.isRoot ?? false

  return (
    <Stack h="100%" gap="sm">
      <div>
        <Text fw={700} c={THEME_PRIMARY} size="md" lh={1.25}>
          {ru.productTitle}
        </Text>
        <Text c="dimmed" size="xs">
          {ru.productSubtitle}
        </Text>
      </div>
      <CountrySwitcher />
      <nav aria-label={ru.nav.label} className={classes.grow}>
        {entries.map((entry) => (
          <NavItem key={entry.feature} entry={entry} active={sectionOf(pathname) === sectionOf(entry.to)} />
        ))}
      </nav>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={600} truncate data-testid="display-name">
            {isRoot ? ru.nav.rootName : profile?.display_name}
          </Text>
          <Text size="xs" c="dimmed">
            {isRoot ? ru.nav.rootRole : ru.nav.adminRole}
          </Text>
        </Stack>
        <Button variant="light" size="xs" onClick={logout} style={{ flexShrink: 0 }}>
          {ru.nav.logout}
        </Button>
      </Group>
    </Stack>
  )
}
