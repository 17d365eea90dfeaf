import { AppShell } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import { NavBar } from './nav-bar'
import { RouteProgress } from './route-progress'
import { useFollowSessionChanges } from '../use-follow-session'
import { SessionAlerts } from './session-alerts'
import { Toasts } from './toasts'

export function ConsoleShell() {
  useFollowSessionChanges()
  return (
    <AppShell navbar={{ width: 264, breakpoint: 0 }} padding="lg">
      <Toasts />
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
