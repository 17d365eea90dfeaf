import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { enablePersistence } from './store'

/** Starts the mock backend in the browser (VITE_MOCK_API=true); the data survives reloads. */
export async function startMockWorker() {
  enablePersistence()
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  console.info('[mock] mock backend started; reset with fetch("/__mock/reset", {method: "POST"})')
}
