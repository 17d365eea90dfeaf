import '@mantine/nprogress/styles.css'
import { NavigationProgress, nprogress } from '@mantine/nprogress'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** A thin bar while a route loads. Decorative: the pending panel carries the status for readers. */
export function RouteProgress() {
  const router = useRouter()
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
