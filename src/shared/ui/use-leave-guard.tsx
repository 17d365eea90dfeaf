import { Button, Group, Modal, Text } from '@mantine/core'
import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { leaveGuardText as t } from '../i18n/widgets'

/**
 * Leaving a form with unsaved changes asks first: in-app navigation through the router's blocker
 * (a modal), closing or reloading the tab through beforeunload. `allow()` lets a saved form go;
 * `allowNext()` lets only the next in-app navigation through (a save or cancel that stays on the
 * screen and changes the URL, while the form is still dirty until its next render).
 * Render `modal` somewhere in the form's tree.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false)
  const passOnce = useRef(false)
  const shouldBlock = () => dirty && !allowed.current
  const shouldBlockNavigation = () => {
    if (passOnce.current) {
      passOnce.current = false
      return false
    }
    return shouldBlock()
  }
  const blocker = useBlocker({ shouldBlockFn: shouldBlockNavigation, enableBeforeUnload: shouldBlock, withResolver: true })
  const modal = (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t.title} centered>
      <Text>{t.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t.stay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t.confirm}
        </Button>
      </Group>
    </Modal>
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
