import { useEffect, useState } from 'react'

/** How long the banner says the connection is back before it goes. */
export const BACK_SHOWN_MS = 10_000

/** The browser's connection as the shell's banner tells it: gone, just back, or nothing to say. */
export type ConnectionState = 'online' | 'offline' | 'back'

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine

/**
 * Follows the browser's online and offline events (navigator.onLine, read at start too: a tab
 * opened without a network says so at once). After being offline the state is 'back' for
 * BACK_SHOWN_MS, then 'online'.
 */
export function useConnectionState(): ConnectionState {
  const [state, setState] = useState<ConnectionState>(() => (isOnline() ? 'online' : 'offline'))
  useEffect(() => {
    const offline = () => setState('offline')
    const online = () => setState((previous) => (previous === 'offline' ? 'back' : previous))
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
  useEffect(() => {
    if (state !== 'back') return
    const timer = setTimeout(() => setState('online'), BACK_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [state])
  return state
}
