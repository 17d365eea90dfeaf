import { Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import { useAnswerComplaint, type AnswerVariables } from '@/features/complaints/mutations'
import { COMPLAINTS_REFRESH, complaintQueries } from '@/features/complaints/queries'
import { currentOf, nextAfter, queueView, stepFrom, subjectHref } from '@/features/complaints/queue'
import type { Complaint, ComplaintAnswer, ComplaintKind, ComplaintList } from '@/features/complaints/schemas'
import { errorText } from '@/shared/api/client'
import { complaintsText } from '@/shared/i18n/complaints'
import { afterNextPaint } from '@/shared/lib/after-paint'
import { inField, useKeyShortcuts } from '@/shared/lib/key-shortcuts'
import { LIMITS } from '@/shared/limits'
import { RowAction } from '@/shared/ui/actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { notify } from '@/shared/ui/notify'
import { QueryState } from '@/shared/ui/query-state'
import { Notice } from '@/shared/ui/tones'
import { ComplaintCard } from './complaint-card'

/** An approval asked: of which complaint, and whether from the keyboard (then Enter confirms). */
type Asked = { complaint: Complaint; byKey: boolean }

/** Where a key press came from: the feed, a complaint itself, or nowhere in particular (the page's body). */
function placeOf(event: KeyboardEvent, feed: HTMLElement | null) {
  const target = event.target instanceof Element ? event.target : null
  const inDialog = Boolean(target?.closest('[role="dialog"]'))
  return {
    free: !inDialog && !inField(event.target),
    inFeed: Boolean(feed && target && feed.contains(target)),
    onCard: Boolean(target?.hasAttribute('data-complaint-id')),
    onBody: target === null || target === document.body || target === document.documentElement,
  }
}

type QueueCardsProps = {
  countryId: string
  kind: ComplaintKind
  list: ComplaintList
  /** The tab was switched from the keyboard: the first complaint takes the focus as it shows. */
  focusOnShow: boolean
}

/**
 * The complaints of one tab as a keyboard-worked queue: a feed of cards with one tab stop, moved by ↓ ↑ and
 * J K; S, D and A answer the current one (A asks first), Enter opens what it is about in a new tab. An answer takes
 * the complaint out at once and gives the focus to the one that takes its place, in the same frame; a refusal puts
 * it back. Complaints that come in meanwhile wait behind a line.
 */
function QueueCards({ countryId, kind, list, focusOnShow }: QueueCardsProps) {
  // The ids the moderator has been shown: complaints a refetch brings in wait behind the line until asked for.
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(() => new Set(list.complaints.map((complaint) => complaint._id)))
  // Answered in this tab: out of the queue at once, back if the server refuses.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set())
  // The current complaint, and its place (where the focus stays when it leaves the queue under the moderator).
  const [wanted, setWanted] = useState<{ id: string | null; index: number }>({ id: null, index: 0 })
  const [asked, setAsked] = useState<Asked | null>(null)
  const feedRef = useRef<HTMLDivElement>(null)
  // The current card takes the focus after this commit (a key moved it, an answer took its place).
  const focusNext = useRef(focusOnShow)
  const keysHintId = useId()

  const { shown, fresh } = queueView(list.complaints, accepted, answered)
  const ids = shown.map((complaint) => complaint._id)
  const currentId = currentOf(ids, wanted.id, wanted.index)

  // The card (or the control in it) that last had the focus in the feed.
  const lastFocused = useRef<Element | null>(null)

  useLayoutEffect(() => {
    const feed = feedRef.current
    // The focused card left the page (answered in another tab, by a colleague): the one in its place takes the focus.
    const lost = document.activeElement === document.body && lastFocused.current !== null && !lastFocused.current.isConnected
    if (!focusNext.current && !lost) return
    focusNext.current = false
    const card = currentId === null ? null : feed?.querySelector<HTMLElement>(`[data-complaint-id="${currentId}"]`)
    if (!card) return
    card.focus({ preventScroll: true })
    card.scrollIntoView({ block: 'nearest' })
  })

  const moveTo = (id: string | null) => {
    focusNext.current = true
    setWanted({ id, index: id === null ? 0 : ids.indexOf(id) })
  }

  const mutation = useAnswerComplaint(countryId, kind, {
    answered: ({ answer }) => notify({ tone: 'good', message: complaintsText.answered[answer] }),
    alreadyHandled: () => notify({ tone: 'warn', message: complaintsText.alreadyHandled }),
    failed: ({ complaintId }: AnswerVariables, error: Error) => {
      setAnswered((before) => {
        const after = new Set(before)
        after.delete(complaintId)
        return after
      })
      notify({ tone: 'bad', title: complaintsText.answerFailed, message: errorText(error), autoClose: LIMITS.toastDefaultMs })
    },
  })

  /** Sends the answer and takes the complaint out of the queue; the one in its place becomes current (and focused). */
  const send = (complaint: Complaint, answer: ComplaintAnswer) => {
    const next = nextAfter(ids, complaint._id)
    focusNext.current = true
    setWanted({ id: next, index: Math.max(0, ids.indexOf(complaint._id)) })
    setAnswered((before) => new Set(before).add(complaint._id))
    // Sent once that frame is painted: the counts it takes down (the tabs, the nav badge) redraw in the next one.
    afterNextPaint(() => mutation.mutate({ complaintId: complaint._id, answer }))
  }

  const answer = (complaint: Complaint, value: ComplaintAnswer, byKey: boolean) => {
    if (value === 'approve') setAsked({ complaint, byKey })
    else send(complaint, value)
  }

  // The cards' handlers keep their identity (the cards redraw only when their own props change) and see this render.
  const latest = useRef({ answer, current: (id: string) => setWanted({ id, index: ids.indexOf(id) }) })
  useLayoutEffect(() => {
    latest.current = { answer, current: (id: string) => setWanted({ id, index: ids.indexOf(id) }) }
  })
  const onAnswer = useCallback((complaint: Complaint, value: ComplaintAnswer) => latest.current.answer(complaint, value, false), [])
  const onCardFocus = useCallback((id: string) => latest.current.current(id), [])

  const current = shown.find((complaint) => complaint._id === currentId) ?? null
  const here = (event: KeyboardEvent) => placeOf(event, feedRef.current)
  // S, D and A: from the feed (the current card or a control in it).
  const onCurrent = (event: KeyboardEvent) => current !== null && here(event).free && here(event).inFeed
  // Moves: from the feed, or from nowhere in particular (the first key of the day); a tab, a link or the menu keep their keys.
  const moving = (event: KeyboardEvent) => ids.length > 0 && here(event).free && (here(event).inFeed || here(event).onBody)
  // From outside the feed the first press only brings the focus to the current complaint.
  const moveBy = (event: KeyboardEvent, step: 1 | -1) => moveTo(here(event).inFeed ? stepFrom(ids, currentId, step) : currentId)
  useKeyShortcuts([
    { code: 'ArrowDown', when: moving, run: (event) => moveBy(event, 1) },
    { code: 'KeyJ', when: moving, run: (event) => moveBy(event, 1) },
    { code: 'ArrowUp', when: moving, run: (event) => moveBy(event, -1) },
    { code: 'KeyK', when: moving, run: (event) => moveBy(event, -1) },
    { code: 'KeyS', when: onCurrent, run: () => current && send(current, 'seen') },
    { code: 'KeyD', when: onCurrent, run: () => current && send(current, 'decline') },
    { code: 'KeyA', when: onCurrent, run: () => current && answer(current, 'approve', true) },
    {
      code: 'Enter',
      // On the card itself: Enter on a button or a link inside it is that control's.
      when: (event) => current !== null && here(event).free && here(event).onCard,
      run: () => {
        const href = current && subjectHref(kind, current)
        if (href) window.open(href, '_blank', 'noopener,noreferrer')
        else notify({ tone: 'warn', message: complaintsText.subjectGone })
      },
    },
  ])

  return (
    <Stack gap="sm">
      {list.skipped > 0 && <Notice tone="warn">{complaintsText.skipped(list.skipped)}</Notice>}
      {fresh > 0 && (
        <Group gap="sm" role="status">
          <Text size="sm">{complaintsText.freshComplaints(fresh)}</Text>
          <RowAction onClick={() => setAccepted(new Set(list.complaints.map((complaint) => complaint._id)))}>
            {complaintsText.showFresh}
          </RowAction>
        </Group>
      )}
      <Text hidden id={keysHintId}>
        {complaintsText.queueKeysHint}
      </Text>
      {shown.length === 0 ? (
        <Text c="dimmed">{complaintsText.empty}</Text>
      ) : (
        <Stack
          gap="sm"
          ref={feedRef}
          role="feed"
          aria-label={complaintsText.queueLabel}
          onFocus={(event) => {
            lastFocused.current = event.target
          }}
        >
          {shown.map((complaint, index) => (
            <ComplaintCard
              key={complaint._id}
              kind={kind}
              complaint={complaint}
              current={complaint._id === currentId}
              position={index + 1}
              setSize={shown.length}
              keysHintId={keysHintId}
              onAnswer={onAnswer}
              onCurrent={onCardFocus}
            />
          ))}
        </Stack>
      )}
      <DialogSlot open={asked}>
        {(question, opened) => (
          <ConfirmDialog
            opened={opened}
            title={complaintsText.confirmTitle}
            message={complaintsText.confirmMessage[kind]}
            confirmLabel={complaintsText.confirmApprove}
            danger
            confirmOnEnter={question.byKey}
            onConfirm={() => {
              setAsked(null)
              send(question.complaint, 'approve')
            }}
            onClose={() => setAsked(null)}
          >
            {question.byKey && (
              <Text size="sm" c="dimmed">
                {complaintsText.confirmKeysHint}
              </Text>
            )}
          </ConfirmDialog>
        )}
      </DialogSlot>
    </Stack>
  )
}

type ComplaintQueueProps = { countryId: string; kind: ComplaintKind; focusOnShow: boolean }

/** The complaints of one kind in the system country, fetched again every 30 s while the tab is visible. */
export function ComplaintQueue({ countryId, kind, focusOnShow }: ComplaintQueueProps) {
  const list = useQuery({
    ...complaintQueries.list(countryId, kind),
    ...COMPLAINTS_REFRESH,
  })
  return (
    <QueryState query={list} title={complaintsText.listFailed}>
      {(data) => <QueueCards countryId={countryId} kind={kind} list={data} focusOnShow={focusOnShow} />}
    </QueryState>
  )
}
