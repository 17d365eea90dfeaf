import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'
import { LIMITS } from '@/shared/limits'

/** Mantine's toast container, loaded with the first toast (see toasts.tsx). */
export default function ToastContainer() {
  return <Notifications position="top-right" autoClose={LIMITS.toastDefaultMs} />
}
