import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

// The container and its transitions load with the first toast, not with every screen.
const ToastContainer = lazy(() => import('./toast-container'))

/**
 * Toasts (`notifications.show` from anywhere): the store is always there, the container mounts
 * once the first toast is shown and stays.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null
}
