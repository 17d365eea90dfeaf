import { Button, Group, Modal, Text } from '@mantine/core'
import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { organizationFormText } from '../../../../shared/i18n/organizations'

const t = organizationFormText

/**
 * Leaving a form with unsaved changes asks first: in-app navigation through the router's blocker
 * (a modal), closing or reloading the tab through beforeunload. `allow()` lets a saved form go.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false)
  const shouldBlock = () => dirty && !allowed.current
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true })
  const modal = (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t.leaveTitle} centered>
      <Text>{t.leaveText}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t.leaveStay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t.leaveConfirm}
        </Button>
      </Group>
    </Modal>
  )
  return {
    modal,
    allow: () => {
      allowed.current = true
    },
  }
}
