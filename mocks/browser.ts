import type { MantineThemeOverride } from '@mantine/core'
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { enablePersistence } from './store'

/**
 * Starts the mock backend in the browser (VITE_MOCK_API=true); its data and controls survive
 * reloads. Then mounts the mock panel's button (mocks/panel), which loads the panel on first use;
 * `theme` is the console's, so that the panel looks like it.
 */
export async function startMockWorker({ theme }: { theme: MantineThemeOverride }) {
  enablePersistence()
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  console.info('[mock] mock backend started; its panel is the "Mock" button, its control API /__mock/ (docs/mock-api.md)')
  void import('./panel/mount').then(({ mountMockPanel }) => mountMockPanel(theme))
}
