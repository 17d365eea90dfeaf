/**
 * Runs `callback` once the browser is idle, at the latest after `timeoutMs` (or after a short wait
 * where it cannot say); returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 50)
  return () => clearTimeout(id)
}
