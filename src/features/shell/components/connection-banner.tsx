import { connectionText } from '@/shared/i18n/shell'
import { Notice } from '@/shared/ui/tones'
import { useConnectionState } from '../use-connection'
import classes from './console-shell.module.css'

// A save's outcome modal (shared/ui/result-modal) and its merge onto the fresh record (shared/ui/merged-write)
// are fetched when the save starts: with the network gone that is too late, and a failed save would show a page
// that could not load its code instead of its failure and retry. They are fetched with this banner, which the
// shell fetches after the first screen.
void import('@/shared/ui/result-modal')
void import('@/shared/ui/merged-write')

/**
 * Offline is said, not waited out: while the browser has no connection a banner says so (loads and
 * saves fail at once with their texts and retries, app/query-client.ts), and when it is back the
 * banner says that for a few seconds (use-connection.ts). Both are status messages, read out when
 * they appear.
 */
export function ConnectionBanner() {
  const state = useConnectionState()
  if (state === 'online') return null
  const offline = state === 'offline'
  return (
    <div className={classes.alerts}>
      <Notice tone={offline ? 'warn' : 'good'} role="status" title={offline ? connectionText.offlineTitle : connectionText.backTitle}>
        {offline ? connectionText.offlineText : connectionText.backText}
      </Notice>
    </div>
  )
}
