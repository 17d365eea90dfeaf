import { useEffect } from 'react'
import { useSession } from '@/shared/auth/session'
import { decodeToken } from '@/shared/auth/token'
import { shellText } from '@/shared/i18n/shell'
import { LIMITS } from '@/shared/limits'
import { dismiss, notify } from '@/shared/ui/notify'

const WARNING_ID = 'session-expiring'

/** When the admin is to be warned of the token's end: five minutes before it, never in the past; null when it has ended. */
export function expiryWarningDelay(token: string | null, now: number = Date.now()): { delayMs: number; expiresAt: number } | null {
  const exp = token ? decodeToken(token)?.exp : undefined
  if (exp === undefined) return null
  const expiresAt = exp * 1000
  if (expiresAt <= now) return null
  return { delayMs: Math.max(0, expiresAt - LIMITS.sessionExpiryWarningMs - now), expiresAt }
}

/**
 * The token's expiry is read client-side; five minutes before it a toast that stays says
 * the session is about to end and when, so the admin can save first. A new token (a sign-in)
 * takes the warning away.
 */
export function useSessionExpiryWarning() {
  const { token } = useSession()
  useEffect(() => {
    const due = expiryWarningDelay(token)
    if (!due) return
    const timer = setTimeout(() => {
      // Formatted when the warning shows, not at every start: a locale's time format takes a new tab a few ms to build.
      const time = new Date(due.expiresAt).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' })
      // No title: Mantine greys a titled toast's text below the contrast axe asks for.
      notify({ id: WARNING_ID, tone: 'warn', message: shellText.session.expiringText(time), autoClose: false })
    }, due.delayMs)
    return () => {
      clearTimeout(timer)
      dismiss(WARNING_ID)
    }
  }, [token])
}
