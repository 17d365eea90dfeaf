import { useEffect, useState, useSyncExternalStore } from 'react'

/** How long the banner says the connection is back before it goes. */
export const BACK_SHOWN_MS = 10_000

/** The browser's connection as the shell's banner tells it: gone, just back, or nothing to say. */
export type ConnectionState = 'online' | 'offline' | 'back'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Follows the browser's connection (navigator.onLine and its online and offline events; a change
 * between the first render and the subscription is not missed). Once back after being offline the
 * state is 'back' for BACK_SHOWN_MS, then 'online'.
 */
export function useConnectionState(): ConnectionState {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  const [wasOffline, setWasOffline] = useState(!online)
  // Counts the returns of the connection; the banner says so until the last one has been shown long enough.
  const [returns, setReturns] = useState(0)
  const [returnsShown, setReturnsShown] = useState(0)
  if (!online && !wasOffline) setWasOffline(true)
  if (online && wasOffline) {
    setWasOffline(false)
    setReturns(returns + 1)
  }
  useEffect(() => {
    if (returns === 0) return
    const timer = setTimeout(() => setReturnsShown(returns), BACK_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [returns])
  return !online ? 'offline' : returns !== returnsShown ? 'back' : 'online'
}
