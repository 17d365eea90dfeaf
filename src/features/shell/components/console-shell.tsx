import { AppShell } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import { NavBar } from './nav-bar'
import { SessionAlerts } from './session-alerts'

export function ConsoleShell() {
  return (
    <AppShell navbar={{ width: 264, breakpoint: 0 }} padding="lg">
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
