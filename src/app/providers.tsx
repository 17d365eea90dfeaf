import '@mantine/core/styles.css'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

/** Toasts and the route progress bar live in the shell (features/shell), so /login stays light. */
export function AppProviders({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}
