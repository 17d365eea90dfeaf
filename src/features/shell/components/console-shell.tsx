import { Outlet } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useSessionExpiryWarning } from '@/features/shell/use-expiry-warning'
import { useFollowSessionChanges } from '@/features/shell/use-follow-session'
import { useHeldChange, useSystemCountry } from '@/shared/auth/session'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { Toasts } from '@/shared/ui/notify'
import { ConnectionBanner } from './connection-banner'
import classes from './console-shell.module.css'
import { NavBar } from './nav-bar'
import { OtherTabNotice } from './other-tab-notice'
import { RouteProgress } from './route-progress'
import { SessionAlerts } from './session-alerts'

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
  return (
    <>
      <Toasts />
      <RouteProgress />
      <header className={classes.navbar}>
        <NavBar search={search} />
      </header>
      <main className={classes.main}>
        <ConnectionBanner />
        {held && <OtherTabNotice />}
        <SessionAlerts />
        <Outlet key={screenKey} />
      </main>
    </>
  )
}
