import { safeParse } from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'
import { env } from '@/shared/startup/env'

/*
 * The console's tabs in one browser talk over BroadcastChannels. A message comes from code this tab does not control —
 * a tab of an older or newer build after a deploy, or any script of the origin — so each channel is this build's own
 * (its name carries the build's id) and every message is parsed with the channel's schema before anything reads it:
 * what does not parse is dropped unread.
 */

/** The name of the channel `name` of this build. */
export const tabChannelName = (name: string) => `console.${name}.${env.buildId}`

/** What a channel needs of a BroadcastChannel (a test hands in one of its own). */
export type TabPort = {
  postMessage: (message: unknown) => void
  close: () => void
  onmessage: ((event: MessageEvent<unknown>) => void) | null
}

export type TabChannel<T> = {
  /** Tells the other tabs; a message the browser cannot clone is not sent. */
  post: (message: T) => void
  close: () => void
}

/**
 * Joins this build's channel `name`: `receive` is called with every message of another tab that `schema` accepts, as
 * parsed; `Sent` is what this tab posts (what the schema reads, or a narrower type of the sender's). Null where the
 * browser has no BroadcastChannel.
 */
export function openTabChannel<S extends $ZodType, Sent = output<S>>(
  name: string,
  schema: S,
  receive: (message: output<S>) => void,
  port: TabPort | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(tabChannelName(name)),
): TabChannel<Sent> | null {
  if (!port) return null
  port.onmessage = (event) => {
    const parsed = safeParse(schema, event.data)
    if (parsed.success) receive(parsed.data)
  }
  return {
    post: (message) => {
      try {
        port.postMessage(message)
      } catch (error) {
        console.error(error)
      }
    },
    close: () => {
      port.onmessage = null
      port.close()
    },
  }
}
