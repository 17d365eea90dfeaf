import { useBlocker } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { reauth } from '@/shared/auth/reauth'
import { leaveGuardText } from '@/shared/i18n/ru'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { unsavedChanges, type LeaveReason } from './unsaved-changes'

type Asked = { reason: Exclude<LeaveReason, 'navigate'>; answer: (leave: boolean) => void }

/**
 * Leaving a form with unsaved changes asks first: in-app navigation through the router's blocker
 * (a modal), closing or reloading the tab through beforeunload, and a logout, a sign-in as another
 * account or a switch of the system country through the registry of unsaved changes
 * (`unsavedChanges.confirmLeave`, shared/drafts/unsaved-changes.ts), which also lets a session's end keep the page.
 * `allow()` lets a saved form go; `allowNext()` lets only the next in-app navigation through (a save or cancel that
 * stays on the screen and changes the URL, while the form is still dirty until its next render).
 * `dirty` may be a function, asked at the moment someone leaves (a form whose state trails what is
 * typed). `confirmClose()` asks before a dialog holding changes is closed by Escape or a click outside it (resolves true
 * when it may close). Render `modal` somewhere in the form's tree.
 */
export function useLeaveGuard(dirty: boolean | (() => boolean)) {
  const allowed = useRef(false)
  const passOnce = useRef(false)
  const [asked, setAsked] = useState<Asked | null>(null)
  const shouldBlock = () => (typeof dirty === 'function' ? dirty() : dirty) && !allowed.current
  // The registry asks between renders: it reads the latest `dirty` through this ref.
  const latestShouldBlock = useRef(shouldBlock)
  useLayoutEffect(() => {
    latestShouldBlock.current = shouldBlock
  })
  useEffect(() => {
    const release = () => {
      allowed.current = true
    }
    const unregister = unsavedChanges.register({
      dirty: () => latestShouldBlock.current(),
      ask: (reason) => new Promise<boolean>((answer) => setAsked({ reason, answer })),
      release,
    })
    // Another piece's leave question was answered 'leave' for the whole screen: the router's next blocker (this one) does not ask again.
    const stopDiscard = unsavedChanges.onDiscard(release)
    return () => {
      unregister()
      stopDiscard()
    }
  }, [])
  const shouldBlockNavigation = () => {
    if (passOnce.current) {
      passOnce.current = false
      return false
    }
    return shouldBlock()
  }
  const blocker = useBlocker({ shouldBlockFn: shouldBlockNavigation, enableBeforeUnload: shouldBlock, withResolver: true })
  const answer = (leave: boolean) => {
    if (asked) {
      setAsked(null)
      asked.answer(leave)
    } else if (leave) {
      // Leave: the screen's unsaved changes are left on purpose (a form's draft goes with them), unless the session's
      // end forces the leave: the draft is then the admin's way back to the work.
      if (!reauth.forcesLeave()) unsavedChanges.discarded()
      blocker.proceed?.()
    } else blocker.reset?.()
  }
  const reason: LeaveReason | null = asked?.reason ?? (blocker.status === 'blocked' ? 'navigate' : null)
  const modal = (
    <DialogSlot open={reason}>
      {(shown, opened) => {
        // Staying is the default (focused) answer; the question stands over any dialog that is open (the sign-in's, a form's).
        const { title, confirm } = shown === 'navigate' ? leaveGuardText : leaveGuardText[shown]
        return (
          <ConfirmDialog
            opened={opened}
            overDialogs
            title={title}
            message={leaveGuardText.text}
            cancelLabel={leaveGuardText.stay}
            confirmLabel={confirm}
            danger
            onConfirm={() => answer(true)}
            onClose={() => answer(false)}
          />
        )
      }}
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
    confirmClose: (): Promise<boolean> =>
      shouldBlock() ? new Promise<boolean>((answer) => setAsked({ reason: 'close', answer })) : Promise.resolve(true),
  }
}
