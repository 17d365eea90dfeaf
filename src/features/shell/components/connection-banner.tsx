import { connectionText } from '@/shared/i18n/shell'
import { Notice } from '@/shared/ui/tones'
import { useConnectionState } from '../use-connection'
import classes from './console-shell.module.css'

/**
 * Offline is said, not waited out: while the browser has no connection a banner says so (loads and
 * saves fail at once with their texts and retries, app/query-client.ts), and when it is back the
 * banner says that for a few seconds (use-connection.ts). Both are status messages, read out when
 * they appear. It is part of the shell: a tab that loses the network at any moment, its first second included, says so.
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
