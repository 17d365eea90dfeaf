import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { connectCacheChannel } from '@/shared/cache/cache-channel'
import { startDrafts } from '@/shared/drafts/logout-drafts'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { DeployConfigError, loadDeployConfig } from '@/shared/startup/runtime-config'
import { AppProviders } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { StartFailure } from './app/start-failure'
import { theme } from './app/theme'
import { configureApiClient } from './shared/api/client'
import { sameAccountTokens } from './shared/auth/account'
import { reauth } from './shared/auth/reauth'
import { session } from './shared/auth/session'

// This deploy's config.json (preloaded by index.html since the page started) is applied before anything renders or calls.
const deployConfig = loadDeployConfig()

async function startMockBackend() {
  // Compared literally so that a production build drops the import, msw, the seed and the mock panel altogether.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockWorker } = await import('../mocks/browser')
    // The mock panel takes the console's theme (mocks/ may not import src/app).
    await startMockWorker({ theme })
  }
}

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
// Every tab sees every write: this tab's cache changes go to the admin's other tabs and theirs come here.
connectCacheChannel(queryClient)
// Another tab's logout removes its admin's drafts here too; a draft past its week goes now, without its form opened.
startDrafts()

configureApiClient({
  token: session.token,
  // A 401 on a read ends the session: /login, and back here after signing in. While the sign-in
  // dialog of an expired session is open the session has already ended: a read sent before changes nothing.
  onUnauthorized: () => {
    if (reauth.get()) return
    const here = router.latestLocation
    const redirect = here.pathname === '/login' ? undefined : here.href
    session.clear(redirect)
    queryClient.clear()
    void router.navigate({ to: '/login', search: { redirect }, replace: true })
  },
  // A 401 on a save, or on a read while the screen holds unsaved changes, parks the call and opens the sign-in
  // dialog over the page (routes/_authed.tsx); it is sent again only for the same admin.
  waitForSignIn: () => reauth.park(),
  policy: {
    sameAccount: sameAccountTokens,
    keepPage: unsavedChanges.any,
    signInOpen: () => reauth.get() !== null,
    signInFirst: () => session.held() !== null,
    sessionTerm: session.term,
  },
})

const root = createRoot(document.getElementById('root')!)
void Promise.all([deployConfig, deployConfig.then(startMockBackend)]).then(
  () =>
    root.render(
      <StrictMode>
        <AppProviders router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  (error: unknown) => {
    // A release build without its deploy's config.json says so instead of starting on the build's values.
    if (!(error instanceof DeployConfigError)) throw error
    root.render(<StartFailure problem={error.problem} />)
  },
)
