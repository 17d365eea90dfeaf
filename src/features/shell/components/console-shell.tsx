import { Outlet, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useSessionExpiryWarning } from '@/features/shell/use-expiry-warning'
import { useFollowSessionChanges } from '@/features/shell/use-follow-session'
import { useHeldChange, useSystemCountry } from '@/shared/auth/session'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { whenIdle } from '@/shared/lib/when-idle'
import { useAnyToastShown } from '@/shared/ui/notify'
import { ConnectionBanner } from './connection-banner'
import classes from './console-shell.module.css'
import { NavBar } from './nav-bar'
import { RouteProgress } from './route-progress'
import { SessionAlerts } from './session-alerts'

// Another tab's change held back for this screen's unsaved changes is rare: its notice loads when it first shows.
const OtherTabNotice = lazy(() => import('./other-tab-notice').then((module) => ({ default: module.OtherTabNotice })))
const loadToasts = () => import('@/shared/ui/toasts')
const Toasts = lazy(() => loadToasts().then((module) => ({ default: module.Toasts })))
/**
 * Runs `fetch` once the first screen is drawn (the router has resolved it) and the browser is idle,
 * so that what a tab fetches ahead of need never competes with a screen's own first load.
 */
function useFetchAfterFirstScreen(fetch: () => void) {
  const router = useRouter()
  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const fetchWhenIdle = () => {
      cancelIdle ??= whenIdle(fetch, 1_000)
    }
    if (router.state.status === 'idle' && router.state.resolvedLocation) fetchWhenIdle()
    const unsubscribe = router.subscribe('onResolved', fetchWhenIdle)
    return () => {
      unsubscribe()
      cancelIdle?.()
    }
  }, [router, fetch])
}

const fetchToasts = () => void loadToasts()

/**
 * Whether the toasts' container is drawn: from the first toast on. `notify` only fills Mantine's
 * notifications store, so a screen draws without the container's code (its transitions, swipe and
 * scroll-lock helpers); that code is fetched after the first screen, so that a toast shown later
 * (even with the network gone) appears at once.
 */
function useToastsShown(): boolean {
  useFetchAfterFirstScreen(fetchToasts)
  return useAnyToastShown()
}

/**
 * The key of the screen under the shell. Another system country keeps the screen (its lists follow the country's
 * queries) unless the admin chose to leave unsaved changes for it: then the screen starts afresh, so that what the
 * leave guard said would be lost is not left on screen, unguarded, in the new country.
 */
function useScreenKey(countryId: string | undefined): number {
  const [screen, setScreen] = useState({ countryId, key: 0 })
  if (screen.countryId !== countryId) setScreen({ countryId, key: unsavedChanges.showsLeftChanges() ? screen.key + 1 : screen.key })
  return screen.key
}

/** `search`: the command palette's button (features/palette), given by the route so that the shell does not import another feature. */
export function ConsoleShell({ search }: { search?: ReactNode }) {
  useFollowSessionChanges()
  const screenKey = useScreenKey(useSystemCountry().current?._id)
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
        <ConnectionBanner />
        {held && (
          <Suspense fallback={null}>
            <OtherTabNotice />
          </Suspense>
        )}
        <SessionAlerts />
        <Outlet key={screenKey} />
      </main>
    </>
  )
}
