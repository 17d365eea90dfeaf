import './styles'
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { styleNonce } from '@/shared/startup/csp-nonce'
// Before anything renders: the default Trusted Types policy (Mantine's style text, the photo worker).
import '@/shared/startup/default-trusted-types'
import { cssVariablesResolver } from './color-roles'
import { COLOR_SCHEME_KEY } from './color-scheme'
import type { AppRouter } from './router'
import { theme } from './theme'

/** Light, dark or as the system says (the switch in the shell's account block); kept in this browser. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY })

const getStyleNonce = () => styleNonce ?? ''

/** The console's look: theme, colour scheme, and style elements under the policy's nonce. */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      // Its style elements carry the policy's nonce (docs/security.md); no media-query classes are used (hiddenFrom).
      getStyleNonce={styleNonce ? getStyleNonce : undefined}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  )
}

/** Toasts and the route progress bar live in the shell (features/shell), so /login stays light. */
export function AppProviders({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <ThemeProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProviders>
  )
}
