import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/Tabs.css'
import { Drawer, Tabs } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { DangerAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'
import { AccountSection } from './account-section'
import { CallsSection } from './calls-section'
import { mockControl, type MockState } from './control-api'
import { DataSection } from './data-section'
import { NetworkSection } from './network-section'
import classes from './panel.module.css'
import { TEXTS } from './texts'

/**
 * The mock panel (docs/mock-api.md): sign in as a seeded account, change the data, play the
 * network, watch the calls. Everything it sets lives in the mock store, so it survives a reload.
 */
export default function MockPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [state, setState] = useState<MockState | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [resetting, setResetting] = useState(false)

  const refresh = useCallback(
    () =>
      mockControl.state().then(
        (next) => {
          setState(next)
          setProblem(null)
        },
        (error: Error) => setProblem(TEXTS.failed(error.message)),
      ),
    [],
  )

  useEffect(() => {
    if (opened) void refresh()
  }, [opened, refresh])

  const resetAll = () => {
    setResetting(true)
    mockControl.resetAll().then(
      () => window.location.reload(),
      (error: Error) => {
        setProblem(TEXTS.failed(error.message))
        setResetting(false)
      },
    )
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={560}
      title={TEXTS.title}
      closeButtonProps={{ 'aria-label': TEXTS.close }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {problem && <Notice tone="bad">{problem}</Notice>}
      {!state ? (
        !problem && <p className={classes.hint}>{TEXTS.loading}</p>
      ) : (
        <>
          <Tabs defaultValue="account" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="account">{TEXTS.sections.account}</Tabs.Tab>
              <Tabs.Tab value="data">{TEXTS.sections.data}</Tabs.Tab>
              <Tabs.Tab value="network">{TEXTS.sections.network}</Tabs.Tab>
              <Tabs.Tab value="calls">{TEXTS.sections.calls}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="account">
              <AccountSection state={state} refresh={refresh} />
            </Tabs.Panel>
            <Tabs.Panel value="data">
              <DataSection state={state} />
            </Tabs.Panel>
            <Tabs.Panel value="network">
              <NetworkSection state={state} refresh={refresh} />
            </Tabs.Panel>
            <Tabs.Panel value="calls">
              <CallsSection />
            </Tabs.Panel>
          </Tabs>
          <div className={classes.footer}>
            <div>
              <DangerAction loading={resetting} onClick={resetAll}>
                {TEXTS.resetAll}
              </DangerAction>
            </div>
            <p className={classes.hint}>{TEXTS.resetAllHint}</p>
          </div>
        </>
      )}
    </Drawer>
  )
}
