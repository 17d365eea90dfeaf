import '@fontsource-variable/inter/wght.css'
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import 'virtual:theme-variables.css'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from './router'
import { theme } from './theme'

/** Toasts and the route progress bar live in the shell (features/shell), so /login stays light. */
export function AppProviders({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    // The theme's CSS variables come from a style sheet built with the app (src/app/theme-css.ts).
    <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}
