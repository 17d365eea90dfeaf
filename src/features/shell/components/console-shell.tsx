import '@mantine/notifications/styles.css'
import { AppShell } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { Outlet } from '@tanstack/react-router'
import { LIMITS } from '../../../shared/limits'
import { NavBar } from './nav-bar'
import { RouteProgress } from './route-progress'
import { useFollowSessionChanges } from '../use-follow-session'
import { SessionAlerts } from './session-alerts'

export function ConsoleShell() {
  useFollowSessionChanges()
  return (
    <AppShell navbar={{ width: 264, breakpoint: 0 }} padding="lg">
      <Notifications position="top-right" autoClose={LIMITS.toastDefaultMs} />
      <RouteProgress />
      <AppShell.Navbar p="sm">
        <NavBar />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <SessionAlerts />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
