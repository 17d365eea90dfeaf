import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSessionExpiryWarning } from '@/features/shell/use-expiry-warning'
import { useFollowSessionChanges } from '@/features/shell/use-follow-session'
import { Toasts } from '@/shared/ui/toasts'
import classes from './console-shell.module.css'
import { NavBar } from './nav-bar'
import { RouteProgress } from './route-progress'
import { SessionAlerts } from './session-alerts'

/** `search`: the command palette's button (features/palette), given by the route so that the shell does not import another feature. */
export function ConsoleShell({ search }: { search?: ReactNode }) {
  useFollowSessionChanges()
  useSessionExpiryWarning()
  return (
    <>
      <Toasts />
      <RouteProgress />
      <header className={classes.navbar}>
        <NavBar search={search} />
      </header>
      <main className={classes.main}>
        <SessionAlerts />
        <Outlet />
      </main>
    </>
  )
}
