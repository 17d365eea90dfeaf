import { Outlet } from '@tanstack/react-router'
import { useRef, useState, type ReactNode } from 'react'
import { useSessionExpiryWarning } from '@/features/shell/use-expiry-warning'
import { useFollowSessionChanges } from '@/features/shell/use-follow-session'
import { FloatingLayers } from '@/shared/a11y/floating-layers'
import { useHeldChange, useSystemCountry } from '@/shared/auth/session'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { shellText } from '@/shared/i18n/shell'
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

/** Where the skip link leads. */
const MAIN_ID = 'main-content'

/** `search`: the command palette's button (features/palette), given by the route so that the shell does not import another feature. */
export function ConsoleShell({ search }: { search?: ReactNode }) {
  useFollowSessionChanges()
  const screenKey = useScreenKey(useSystemCountry().current?._id)
  const held = useHeldChange()
  useSessionExpiryWarning()
  const main = useRef<HTMLElement>(null)
  return (
    <>
      {/* Focus itself goes to the screen: a change of the URL's hash would be a navigation of the router. */}
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault()
          main.current?.focus()
        }}
      >
        {shellText.skipToContent}
      </a>
      <Toasts />
      <RouteProgress />
      <header className={classes.navbar}>
        <NavBar search={search} />
      </header>
      <main className={classes.main} id={MAIN_ID} ref={main} tabIndex={-1}>
        <ConnectionBanner />
        {held && <OtherTabNotice />}
        <SessionAlerts />
        <Outlet key={screenKey} />
        <FloatingLayers />
      </main>
    </>
  )
}
