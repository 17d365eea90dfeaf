import { Notifications } from '@mantine/notifications'
import { LIMITS } from '@/shared/limits'

/**
 * Where the kit's `notify` toasts show, mounted once by the shell: Mantine's container at the top
 * right (spec section 9: 5 s unless a toast says otherwise). A module of its own, so that a screen
 * that only calls `notify` does not load the container.
 */
export function Toasts() {
  return <Notifications position="top-right" autoClose={LIMITS.toastDefaultMs} />
}
