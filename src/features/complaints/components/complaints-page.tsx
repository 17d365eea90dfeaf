import '@mantine/core/styles/Tabs.css'
import { Box, Stack, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { COMPLAINTS_REFRESH, complaintQueries } from '@/features/complaints/queries'
import { COMPLAINT_KINDS, type ComplaintKind } from '@/features/complaints/schemas'
import { complaintsText } from '@/shared/i18n/complaints'
import { ru } from '@/shared/i18n/ru'
import { afterNextPaint } from '@/shared/lib/after-paint'
import { useKeyShortcuts } from '@/shared/lib/key-shortcuts'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import { CountBadge } from '@/shared/ui/tones'
import { ComplaintQueue } from './complaint-queue'

type ComplaintsPageProps = {
  /** The system country, when the admin may view its complaints (the route decides); null: the page says there is none. */
  countryId: string | null
  tab: ComplaintKind
  onTabChange: (tab: ComplaintKind) => void
}

function isKind(value: string | null): value is ComplaintKind {
  return (COMPLAINT_KINDS as readonly (string | null)[]).includes(value)
}

/**
 * Spec section 2 "Reports screen": six tabs, each with its count and its complaints. The tab is URL
 * state; a click selects the tab in its own frame, and once that frame is painted the panel shows
 * the tab's complaints and the URL is written (neither the list nor the router's work is on the
 * click's frame).
 */
export function ComplaintsPage({ countryId, tab, onTabChange }: ComplaintsPageProps) {
  const [shown, setShown] = useState(tab)
  const [panel, setPanel] = useState(tab)
  // The URL's tab wins whenever it changes (Back, Forward, a link, the written click).
  const [urlTab, setUrlTab] = useState(tab)
  if (tab !== urlTab) {
    setUrlTab(tab)
    setShown(tab)
    setPanel(tab)
  }
  const cancelFollow = useRef<(() => void) | null>(null)
  useEffect(() => () => cancelFollow.current?.(), [])
  // A tab chosen from the keyboard (1–6) hands the focus to its first complaint as it shows.
  const [byKey, setByKey] = useState(false)
  const choose = (next: ComplaintKind, fromKey = false) => {
    setShown(next)
    setByKey(fromKey)
    // Only the last of quick clicks is followed.
    cancelFollow.current?.()
    cancelFollow.current = afterNextPaint(() => {
      setPanel(next)
      onTabChange(next)
    })
  }
  const tabsId = useId()
  const counts = useQuery({
    ...complaintQueries.counts(countryId ?? ''),
    enabled: countryId !== null,
    ...COMPLAINTS_REFRESH,
  })
  // 1–6 (the keys' places: the same on every layout) open the tabs in their order, outside fields and dialogs.
  useKeyShortcuts(
    COMPLAINT_KINDS.map((kind, index) => ({
      code: `Digit${index + 1}`,
      when: (event: KeyboardEvent) => countryId !== null && !(event.target instanceof Element && event.target.closest('[role="dialog"]')),
      run: () => choose(kind, true),
    })),
  )

  if (countryId === null) {
    return (
      <PageFrame title={ru.pages.complaints}>
        <Text c="dimmed">{complaintsText.noCountry}</Text>
      </PageFrame>
    )
  }

  return (
    <PageFrame
      title={ru.pages.complaints}
      actions={
        counts.data && (
          <Text size="sm" c="dimmed" data-testid="complaints-total">
            {complaintsText.total(counts.data.allComplaintsCount)}
          </Text>
        )
      }
    >
      <Stack gap="md">
        {/* The tabs show without their counts meanwhile. */}
        <QueryState query={counts} title={complaintsText.countsFailed} pending={null}>
          {() => null}
        </QueryState>
        <Tabs id={tabsId} value={shown} onChange={(value) => isKind(value) && choose(value)}>
          <Tabs.List aria-label={complaintsText.tabsLabel}>
            {COMPLAINT_KINDS.map((kind) => {
              const count = counts.data?.counts[kind]
              return (
                <Tabs.Tab
                  key={kind}
                  value={kind}
                  rightSection={
                    count === undefined ? undefined : (
                      <CountBadge size="sm" count={count} label={complaintsText.tabCount(count)} data-testid={`tab-count-${kind}`} />
                    )
                  }
                >
                  {complaintsText.tabs[kind]}
                </Tabs.Tab>
              )
            })}
          </Tabs.List>
          {/* One panel, the tab's as the panel follows it (Mantine's ids: `<id>-tab-<value>`, `<id>-panel-<value>`). */}
          <Box role="tabpanel" id={`${tabsId}-panel-${panel}`} aria-labelledby={`${tabsId}-tab-${panel}`} pt="md">
            <ComplaintQueue key={`${countryId}-${panel}`} countryId={countryId} kind={panel} focusOnShow={byKey} />
          </Box>
        </Tabs>
      </Stack>
    </PageFrame>
  )
}
