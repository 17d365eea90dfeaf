import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useSessionExpiryWarning } from '@/features/shell/use-expiry-warning'
import { useFollowSessionChanges } from '@/features/shell/use-follow-session'
import { useHeldChange, useSystemCountry } from '@/shared/auth/session'
import { whenIdle } from '@/shared/lib/when-idle'
import { useAnyToastShown } from '@/shared/ui/notify'
import classes from './console-shell.module.css'
import { NavBar } from './nav-bar'
import { RouteProgress } from './route-progress'
import { SessionAlerts } from './session-alerts'

// Another tab's change held back for this screen's unsaved changes is rare: its notice loads when it first shows.
const OtherTabNotice = lazy(() => import('./other-tab-notice').then((module) => ({ default: module.OtherTabNotice })))
const loadToasts = () => import('@/shared/ui/toasts')
const Toasts = lazy(() => loadToasts().then((module) => ({ default: module.Toasts })))

/**
 * Whether the toasts' container is drawn: from the first toast on. `notify` only fills Mantine's
 * notifications store, so a screen draws without the container's code (its transitions, swipe and
 * scroll-lock helpers); that code is fetched once the browser is idle after the first paint, so that
 * a toast shown later (even with the network gone) appears at once.
 */
function useToastsShown(): boolean {
  useEffect(() => whenIdle(() => void loadToasts(), 1_000), [])
  return useAnyToastShown()
}

/** `search`: the command palette's button (features/palette), given by the route so that the shell does not import another feature. */
export function ConsoleShell({ search }: { search?: ReactNode }) {
  useFollowSessionChanges()
  // Another system country starts the screen afresh: what the leave guard said would be lost is lost (a form of the
  // previous country never stays on screen in the new one).
  const countryId = useSystemCountry().current?._id
  const held = useHeldChange()
  useSessionExpiryWarning()
  const toastsShown = useToastsShown()
  return (
    <>
      {toastsShown && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <RouteProgress />
      <header className={classes.navbar}>
        <NavBar search={search} />
      </header>
      <main className={classes.main}>
        {held && (
          <Suspense fallback={null}>
            <OtherTabNotice />
          </Suspense>
        )}
        <SessionAlerts />
        <Outlet key={countryId} />
      </main>
    </>
  )
}
