import '@mantine/core/styles/Tabs.css'
import { Box, Stack, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { ru } from '@/shared/i18n/ru'
import { complaintsText } from '@/shared/i18n/complaints'
import { can } from '@/shared/auth/permissions'
import { useSession, useSystemCountry } from '@/shared/auth/session'
import { afterNextPaint } from '@/shared/lib/after-paint'
import { QueryState } from '@/shared/ui/query-state'
import { PageFrame } from '@/shared/ui/page-frame'
import { CountBadge } from '@/shared/ui/tones'
import { complaintQueries } from '@/features/complaints/queries'
import { COMPLAINT_KINDS, type ComplaintKind } from '@/features/complaints/schemas'
import { ComplaintList } from './complaint-list'

type ReportsPageProps = { tab: ComplaintKind; onTabChange: (tab: ComplaintKind) => void }

function isKind(value: string | null): value is ComplaintKind {
  return (COMPLAINT_KINDS as readonly (string | null)[]).includes(value)
}

/**
 * Spec section 2 "Reports screen": six tabs, each with its count and its complaints. The tab is URL
 * state; a click selects the tab in its own frame, and once that frame is painted the panel shows
 * the tab's complaints and the URL is written (neither the list nor the router's work is on the
 * click's frame).
 */
export function ComplaintsPage({ tab, onTabChange }: ReportsPageProps) {
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
  const choose = (next: ComplaintKind) => {
    setShown(next)
    // Only the last of quick clicks is followed.
    cancelFollow.current?.()
    cancelFollow.current = afterNextPaint(() => {
      setPanel(next)
      onTabChange(next)
    })
  }
  const tabsId = useId()
  const { profile } = useSession()
  const { current } = useSystemCountry()
  const countryId = current?._id ?? ''
  const allowed = Boolean(current) && can(profile, 'complaints:view', { countryId })
  const counts = useQuery({ ...complaintQueries.counts(countryId), enabled: allowed })

  if (!allowed) {
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
            <ComplaintList key={`${countryId}-${panel}`} countryId={countryId} kind={panel} />
          </Box>
        </Tabs>
      </Stack>
    </PageFrame>
  )
}
