import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useSessionExpiryWarning } from '@/features/shell/use-expiry-warning'
import { useFollowSessionChanges } from '@/features/shell/use-follow-session'
import { whenIdle } from '@/shared/lib/when-idle'
import { useAnyToastShown } from '@/shared/ui/notify'
import classes from './console-shell.module.css'
import { NavBar } from './nav-bar'
import { RouteProgress } from './route-progress'
import { SessionAlerts } from './session-alerts'

const loadToasts = () => import('@/shared/ui/toasts')
const Toasts = lazy(() => loadToasts().then((module) => ({ default: module.Toasts })))
// The connection banner (and what follows the connection) starts once the browser is idle after the first
// paint: it matters only when the network is gone, when its code could no longer be fetched. Were the network
// gone before that, the tab shows no banner.
const loadConnectionBanner = () => import('./connection-banner')
const ConnectionBanner = lazy(() => loadConnectionBanner().then((module) => ({ default: module.ConnectionBanner })))

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

/**
 * The connection banner's code (with what else a tab needs once the network is gone) is fetched once
 * the browser is idle; then the banner starts (answers true).
 */
function useConnectionBannerFetched(): boolean {
  const [fetched, setFetched] = useState(false)
  useEffect(
    () =>
      whenIdle(
        () =>
          void loadConnectionBanner().then(
            () => setFetched(true),
            () => undefined,
          ),
        1_000,
      ),
    [],
  )
  return fetched
}

/** `search`: the command palette's button (features/palette), given by the route so that the shell does not import another feature. */
export function ConsoleShell({ search }: { search?: ReactNode }) {
  useFollowSessionChanges()
  useSessionExpiryWarning()
  const toastsShown = useToastsShown()
  const connectionWatched = useConnectionBannerFetched()
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
        {connectionWatched && (
          <Suspense fallback={null}>
            <ConnectionBanner />
          </Suspense>
        )}
        <SessionAlerts />
        <Outlet />
      </main>
    </>
  )
}
