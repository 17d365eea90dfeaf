import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LiveRegions } from '@/shared/a11y/announcer'
import { followNavigations } from '@/shared/a11y/heading-focus'

export type RouterContext = { queryClient: QueryClient }

/** Every screen, /login too: the live regions that announce async work, and focus that follows a navigation. */
function Root() {
  const router = useRouter()
  useEffect(() => followNavigations(router), [router])
  return (
    <>
      <LiveRegions />
      <Outlet />
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
})
