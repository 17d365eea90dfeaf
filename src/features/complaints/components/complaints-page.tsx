import '@mantine/core/styles/Tabs.css'
import { Box, Stack, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, useEffect, useId, useRef, useState } from 'react'
import { useAnswerComplaint } from '@/features/complaints/mutations'
import { complaintQueries } from '@/features/complaints/queries'
import { COMPLAINT_KINDS, type Complaint, type ComplaintAnswer, type ComplaintKind } from '@/features/complaints/schemas'
import { errorText } from '@/shared/api/client'
import { complaintsText } from '@/shared/i18n/complaints'
import { ru } from '@/shared/i18n/ru'
import { afterNextPaint } from '@/shared/lib/after-paint'
import { LIMITS } from '@/shared/limits'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { notify } from '@/shared/ui/notify'
import { PageFrame } from '@/shared/ui/page-frame'
import { QueryState } from '@/shared/ui/query-state'
import { CountBadge, Notice } from '@/shared/ui/tones'
import { ComplaintCard } from './complaint-card'

// The approval's confirmation (Mantine's Modal) shows only after a press (docs/architecture.md, 'Loading code lazily'):
// its code is fetched as the pointer or the focus reaches the complaints, whose approve buttons open it.
const loadConfirmModal = () => import('@/shared/ui/confirm-modal')
const ConfirmModal = lazy(() => loadConfirmModal().then((module) => ({ default: module.ConfirmModal })))
const preloadConfirmModal = () => void loadConfirmModal()

/** The complaints of one kind in the system country, with their answers. */
function ComplaintList({ countryId, kind }: { countryId: string; kind: ComplaintKind }) {
  const list = useQuery(complaintQueries.list(countryId, kind))
  const answer = useAnswerComplaint(countryId, kind)
  const [confirming, setConfirming] = useState<Complaint | null>(null)

  const send = (complaint: Complaint, value: ComplaintAnswer) => {
    answer.mutate(
      { complaintId: complaint._id, answer: value },
      {
        onSuccess: () => {
          setConfirming(null)
          notify({ tone: 'good', message: complaintsText.answered[value] })
        },
        onError: (error) => {
          // An approval failure stays in the confirmation modal; the others are announced.
          if (value !== 'approve')
            notify({ tone: 'bad', title: complaintsText.answerFailed, message: errorText(error), autoClose: LIMITS.toastDefaultMs })
        },
      },
    )
  }

  const onAnswer = (complaint: Complaint, value: ComplaintAnswer) => {
    if (value === 'approve') {
      answer.reset()
      setConfirming(complaint)
    } else {
      send(complaint, value)
    }
  }

  const pendingId = answer.isPending ? answer.variables.complaintId : null
  const approveError = answer.isError && answer.variables.answer === 'approve' ? answer.error : null

  return (
    <QueryState query={list} title={complaintsText.listFailed}>
      {({ complaints, skipped }) => (
        <Stack gap="sm" onPointerEnter={preloadConfirmModal} onFocus={preloadConfirmModal}>
          {skipped > 0 && <Notice tone="warn">{complaintsText.skipped(skipped)}</Notice>}
          {complaints.length === 0 ? (
            <Text c="dimmed">{complaintsText.empty}</Text>
          ) : (
            complaints.map((complaint) => (
              <ComplaintCard
                key={complaint._id}
                kind={kind}
                complaint={complaint}
                pendingAnswer={pendingId === complaint._id ? answer.variables!.answer : null}
                disabled={answer.isPending}
                onAnswer={(value) => onAnswer(complaint, value)}
              />
            ))
          )}
          <DialogSlot open={confirming}>
            {(asked, opened) => (
              <ConfirmModal
                opened={opened}
                title={complaintsText.confirmTitle}
                message={complaintsText.confirmMessage[kind]}
                confirmLabel={complaintsText.confirmApprove}
                danger
                loading={answer.isPending}
                error={approveError ? errorText(approveError) : null}
                onConfirm={() => send(asked, 'approve')}
                // Its failure stays drawn while it closes; the next approval starts from none (onAnswer).
                onClose={() => !answer.isPending && setConfirming(null)}
              />
            )}
          </DialogSlot>
        </Stack>
      )}
    </QueryState>
  )
}

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
  const counts = useQuery({ ...complaintQueries.counts(countryId ?? ''), enabled: countryId !== null })

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
            <ComplaintList key={`${countryId}-${panel}`} countryId={countryId} kind={panel} />
          </Box>
        </Tabs>
      </Stack>
    </PageFrame>
  )
}
