import { Group, Modal, Text } from '@mantine/core'
import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { leaveGuardText as t } from '@/shared/i18n/ru'
import { DangerAction, SecondaryAction } from './actions'

type LeaveGuardDialogProps = { opened: boolean; onStay: () => void; onLeave: () => void }

/**
 * 'Leave without saving?': staying is the default (focused) answer. It asks over whatever dialog is
 * open (the session's sign-in dialog, a form's modal), so it stands above Mantine's modal layer.
 */
function LeaveGuardDialog({ opened, onStay, onLeave }: LeaveGuardDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={t.title} centered zIndex={400}>
      <Text>{t.text}</Text>
      <Group justify="flex-end" mt="md">
        <SecondaryAction onClick={onStay} data-autofocus>
          {t.stay}
        </SecondaryAction>
        <DangerAction onClick={onLeave}>{t.confirm}</DangerAction>
      </Group>
    </Modal>
  )
}

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
    <LeaveGuardDialog opened={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
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
