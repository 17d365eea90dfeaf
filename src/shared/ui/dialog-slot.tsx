import { Fragment, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { keepFocusInScreenAfterDialog } from '@/shared/a11y/heading-focus'

/** What opens a dialog: its subject (the entry asked about, the outcome to show) or true; null, undefined or false while closed. */
export type DialogSubject<T> = T | null | undefined | false

type DialogSlotProps<T> = {
  /** The dialog is open while this is set: its subject, or a boolean. */
  open: DialogSubject<T>
  /**
   * Draws the dialog (usually a lazily loaded component with Mantine's Modal): `subject` is the open one, and once
   * closed the last one, so that the closing dialog keeps its text; `opened` goes to the Modal's `opened`.
   */
  children: (subject: T, opened: boolean) => ReactNode
}

type Slot<T> = {
  subject: T
  /** One per opening: each opening mounts the dialog afresh. */
  opening: number
  open: boolean
}

const isSet = <T,>(open: DialogSubject<T>): open is T => open !== null && open !== undefined && open !== false

/**
 * Where a dialog is mounted: nothing until it is first opened, then mounted from then on, so that Mantine's Modal sees `opened` turn false — it
 * runs its close transition and gives the focus back to what opened it. Each opening mounts the dialog afresh
 * (nothing typed, no state of the previous opening), first closed for one commit and then open: the Modal notes
 * which element had the focus as `opened` turns true, not when it mounts open. That commit is not painted.
 */
export function DialogSlot<T>({ open, children }: DialogSlotProps<T>) {
  const [slot, setSlot] = useState<Slot<T> | null>(null)
  // The opening whose dialog has been committed (mounted closed): from then on it may be shown open.
  const [committed, setCommitted] = useState(0)
  let next = slot
  if (isSet(open)) {
    if (!slot?.open) next = { subject: open, opening: (slot?.opening ?? 0) + 1, open: true }
    else if (slot.subject !== open) next = { ...slot, subject: open }
  } else if (slot?.open) {
    // Closed: the last subject stays while the dialog closes.
    next = { ...slot, open: false }
  }
  if (next !== slot) setSlot(next)
  const closed = next !== null && !next.open
  useEffect(() => {
    if (closed) keepFocusInScreenAfterDialog()
  }, [closed])
  if (next === null) return null
  return (
    <Suspense fallback={null}>
      <Fragment key={next.opening}>
        {children(next.subject, next.open && committed === next.opening)}
        <OnCommit value={next.opening} onCommit={setCommitted} />
      </Fragment>
    </Suspense>
  )
}

/** Reports `value` once it has been committed with its siblings (after a lazy sibling has loaded, too). */
function OnCommit({ value, onCommit }: { value: number; onCommit: (value: number) => void }) {
  useLayoutEffect(() => onCommit(value), [value, onCommit])
  return null
}
