import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/nprogress/styles.css'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { NavigationProgress, nprogress } from '@mantine/nprogress'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LIMITS } from '../shared/limits'
import type { AppRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

/** A thin bar while a route loads. Decorative: the pending panel carries the status for readers. */
function RouteProgress({ router }: { router: AppRouter }) {
  useEffect(() => {
    const stopStart = router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      if (pathChanged) nprogress.start()
    })
    const stopEnd = router.subscribe('onResolved', () => nprogress.complete())
    return () => {
      stopStart()
      stopEnd()
    }
  }, [router])
  return <NavigationProgress aria-hidden="true" size={2} />
}

export function AppProviders({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={LIMITS.toastDefaultMs} />
      <QueryClientProvider client={queryClient}>
        <RouteProgress router={router} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}
