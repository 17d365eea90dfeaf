import { useEffect } from 'react'
import { whenIdle } from './when-idle'

/**
 * Fetches a lazy module once the screen that may need it is drawn and the browser is idle: what a save
 * shows (its outcome, its merge) must be at hand when the save fails because the network is gone, when
 * its code could no longer be fetched. A failed fetch is left to the import at the moment of need.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined), 1_000), [load])
}
