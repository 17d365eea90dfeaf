import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { configureApiClient } from './shared/api/client'
import { session } from './shared/auth/session'

async function startMockBackend() {
  // Compared literally so that a production build drops the import, msw and the seed altogether.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockWorker } = await import('../mocks/browser')
    await startMockWorker()
  }
}

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

configureApiClient({
  token: session.token,
  onUnauthorized: () => {
    session.clear()
    queryClient.clear()
    void router.navigate({ to: '/login', replace: true })
  },
})

void startMockBackend().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>,
  )
})
