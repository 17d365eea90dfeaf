import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import { PendingPanel } from '@/shared/ui/query-state'
import { RouteError } from './route-error'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // Shown after the router's default wait (1 s) and then for at least its minimum (0.5 s); a
    // shorter wait made a new tab whose data came just after it hold the panel for that half-second.
    defaultPendingComponent: PendingPanel,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The page title, for the frame and the browser tab. */
    title?: string
  }
}
