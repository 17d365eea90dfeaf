import { Notifications } from '@mantine/notifications'
import { LIMITS } from '@/shared/limits'

/**
 * Where the kit's `notify` toasts show, mounted by the shell from the first toast on (loaded lazily,
 * see features/shell/components/console-shell.tsx): Mantine's container at the top right (spec
 * section 9: 5 s unless a toast says otherwise).
 */
export function Toasts() {
  return <Notifications position="top-right" autoClose={LIMITS.toastDefaultMs} />
}
