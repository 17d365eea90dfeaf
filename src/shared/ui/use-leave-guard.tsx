import { useBlocker } from '@tanstack/react-router'
import { lazy, useRef } from 'react'
import { DialogSlot } from './dialog-slot'

// Mantine's Modal is heavy and most visits never leave with unsaved changes (docs/architecture.md, 'Loading code lazily').
const LeaveGuardDialog = lazy(() => import('./leave-guard-dialog'))

/**
 * Leaving a form with unsaved changes asks first: in-app navigation through the router's blocker
 * (a modal), closing or reloading the tab through beforeunload. `allow()` lets a saved form go;
 * `allowNext()` lets only the next in-app navigation through (a save or cancel that stays on the
 * screen and changes the URL, while the form is still dirty until its next render).
 * `dirty` may be a function, asked at the moment someone leaves (a form whose state trails what is
 * typed). Render `modal` somewhere in the form's tree.
 */
export function useLeaveGuard(dirty: boolean | (() => boolean)) {
  const allowed = useRef(false)
  const passOnce = useRef(false)
  const shouldBlock = () => (typeof dirty === 'function' ? dirty() : dirty) && !allowed.current
  const shouldBlockNavigation = () => {
    if (passOnce.current) {
      passOnce.current = false
      return false
    }
    return shouldBlock()
  }
  const blocker = useBlocker({ shouldBlockFn: shouldBlockNavigation, enableBeforeUnload: shouldBlock, withResolver: true })
  const modal = (
    <DialogSlot open={blocker.status === 'blocked'}>
      {(_, opened) => <LeaveGuardDialog opened={opened} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />}
    </DialogSlot>
  )
  return {
    modal,
    allow: () => {
      allowed.current = true
    },
    allowNext: () => {
      passOnce.current = true
    },
  }
}
