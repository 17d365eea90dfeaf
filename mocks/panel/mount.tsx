import { MantineProvider, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core'
import { lazy, StrictMode, Suspense, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { MainAction } from '@/shared/ui/actions'
import classes from './panel.module.css'
import { TEXTS } from './texts'

/** The panel itself loads on the first press of the launcher. */
const MockPanel = lazy(() => import('./panel'))

function Launcher() {
  const [opened, setOpened] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <div className={classes.launcher}>
        <MainAction
          aria-label={TEXTS.launcherLabel}
          aria-haspopup="dialog"
          onClick={() => {
            setWanted(true)
            setOpened(true)
          }}
        >
          {TEXTS.launcher}
        </MainAction>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <MockPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  )
}

/**
 * Mounts the mock panel's button (at the foot of the console's navigation column) into a root of
 * its own beside the console's (only mock builds reach this: mocks/browser.ts imports it once the
 * worker runs). `theme` is the console's Mantine theme, so the panel's controls look like the console's.
 */
export function mountMockPanel(theme: MantineThemeOverride) {
  const host = document.createElement('div')
  host.id = 'mock-panel'
  document.body.append(host)
  // The console's navigation column leaves room at its foot for the launcher (panel.module.css).
  if (classes.withLauncher) document.documentElement.classList.add(classes.withLauncher)
  // The drawer's header is no second banner beside the console's header (axe), as the theme does for modals.
  const panelTheme = mergeThemeOverrides(theme, { components: { DrawerHeader: { defaultProps: { component: 'div' } } } })
  createRoot(host).render(
    <StrictMode>
      {/* The theme's CSS variables are already on the page (the console's style sheet). */}
      <MantineProvider theme={panelTheme} withCssVariables={false} defaultColorScheme="light">
        <Launcher />
      </MantineProvider>
    </StrictMode>,
  )
}
