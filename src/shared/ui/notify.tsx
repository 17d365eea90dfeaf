import { Notifications, notifications, useNotifications } from '@mantine/notifications'
import { useState } from 'react'
import { announce } from '@/shared/a11y/announcer'
import { FLOATING_LAYERS } from '@/shared/a11y/floating-layers'
import { LIMITS } from '@/shared/limits'
import type { Tone } from './tones'

/** A toast's accent in each tone: the console's colour roles (docs/ui.md), one value per scheme. */
const TONE_COLORS: Record<Tone, string> = {
  good: 'var(--console-positive)',
  bad: 'var(--console-negative)',
  warn: 'var(--console-warning)',
  quiet: 'var(--console-text-secondary)',
}

type NotifyOptions = {
  /** What the toast says by its colour: a done thing, a failure, a warning, a neutral note. */
  tone: Tone
  message: string
  title?: string
  /** Names a toast that can be taken away again (`dismiss`), or replaced by a newer one of the same id. */
  id?: string
  /** Closes after this many ms (spec section 9: 2000), or stays until closed (`false`). */
  autoClose?: number | false
}

/**
 * Where the toasts show, mounted once by the shell: Mantine's container at the top right (spec section 9: 5 s unless a
 * toast says otherwise), drawn in the shell's floating layers.
 */
export function Toasts() {
  return <Notifications position="top-right" autoClose={LIMITS.toastDefaultMs} portalProps={{ target: FLOATING_LAYERS }} />
}

/** A failure or a warning interrupts a screen reader; a done thing or a note waits its turn. */
const URGENT: Record<Tone, boolean> = { good: false, bad: true, warn: true, quiet: false }

/**
 * The console's one way to show a toast (Mantine's notifications, drawn by the shell's `Toasts`). A failure or a
 * warning is an alert, read at once as it appears; any other toast is a status that is not itself live (a region
 * added with its text is not reliably read): the announcer's polite region, there from the start, says it.
 */
export function notify({ tone, message, title, id, autoClose = LIMITS.toastShortMs }: NotifyOptions) {
  const speech = URGENT[tone] ? { role: 'alert' } : ({ role: 'status', 'aria-live': 'off' } as const)
  notifications.show({ color: TONE_COLORS[tone], message, autoClose, ...speech, ...(title ? { title } : {}), ...(id ? { id } : {}) })
  if (!URGENT[tone]) announce(title ? `${title}. ${message}` : message)
}

/** Takes away the toast shown with this `id`. */
export function dismiss(id: string) {
  notifications.hide(id)
}

/** Whether a toast has been shown since this component mounted (true from the first one on, for good). */
export function useAnyToastShown(): boolean {
  const { notifications: shown, queue } = useNotifications()
  const [any, setAny] = useState(false)
  if (!any && shown.length + queue.length > 0) setAny(true)
  return any
}
