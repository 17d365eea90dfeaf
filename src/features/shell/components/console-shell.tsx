import { Outlet } from '@tanstack/react-router'
import { NavBar } from './nav-bar'
import { RouteProgress } from './route-progress'
import { useSessionExpiryWarning } from '../use-expiry-warning'
import { useFollowSessionChanges } from '../use-follow-session'
import { SessionAlerts } from './session-alerts'
import { Toasts } from './toasts'
import classes from './console-shell.module.css'

export function ConsoleShell() {
  useFollowSessionChanges()
  useSessionExpiryWarning()
  return (
    <>
      <Toasts />
      <RouteProgress />
      <header className={classes.navbar}>
        <NavBar />
      </header>
      <main className={classes.main}>
        <SessionAlerts />
        <Outlet />
      </main>
    </>
  )
}
