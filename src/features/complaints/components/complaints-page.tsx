import '@mantine/core/styles/Tabs.css'
import { Box, Stack, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { memo, startTransition, useDeferredValue, useId, useOptimistic, useState } from 'react'
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
  /** The open tab: the route's search param, its only home. */
  tab: ComplaintKind
  /** Writes the tab to the URL; settles once the route shows it. */
  onTabChange: (tab: ComplaintKind) => Promise<void>
}

function isKind(value: string | null): value is ComplaintKind {
  return (COMPLAINT_KINDS as readonly (string | null)[]).includes(value)
}

// The open tab's list renders in the background after a switch (useDeferredValue): kept from re-rendering meanwhile.
const DeferredQueue = memo(ComplaintQueue)

/**
 * Spec section 2 "Reports screen": six tabs, each with its count and its complaints. The tab is the URL's: a click or
 * a key (1–6) shows it selected at once (useOptimistic) until the router, once that frame is painted, has written it;
 * the panel follows the URL in a background render (useDeferredValue). Neither the list nor the router's work is on
 * the input's frame.
 */
export function ComplaintsPage({ countryId, tab, onTabChange }: ComplaintsPageProps) {
  const [selected, select] = useOptimistic(tab)
  const panelTab = useDeferredValue(tab)
  // The tab chosen from the keyboard, whose first complaint takes the focus as it shows (null after a click).
  const [focusedKind, setFocusedKind] = useState<ComplaintKind | null>(null)
  const choose = (next: ComplaintKind, fromKey = false) => {
    setFocusedKind(fromKey ? next : null)
    startTransition(async () => {
      select(next)
      // The selection is painted first: the router's work (the URL, the tab's load) stays off the input's frame.
      await new Promise<void>((painted) => afterNextPaint(painted))
      await onTabChange(next)
    })
  }
  const ids = useId()
  const tabId = (kind: ComplaintKind) => `${ids}-tab-${kind}`
  const panelId = `${ids}-panel`
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
        <Tabs value={selected} onChange={(value) => isKind(value) && choose(value)}>
          <Tabs.List aria-label={complaintsText.tabsLabel}>
            {COMPLAINT_KINDS.map((kind) => {
              const count = counts.data?.counts[kind]
              return (
                <Tabs.Tab
                  key={kind}
                  value={kind}
                  id={tabId(kind)}
                  aria-controls={panelId}
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
          {/* One panel for every tab, labelled by the tab whose complaints it shows. */}
          <Box role="tabpanel" id={panelId} aria-labelledby={tabId(panelTab)} pt="md">
            <DeferredQueue key={`${countryId}-${panelTab}`} countryId={countryId} kind={panelTab} focusOnShow={focusedKind === panelTab} />
          </Box>
        </Tabs>
      </Stack>
    </PageFrame>
  )
}
