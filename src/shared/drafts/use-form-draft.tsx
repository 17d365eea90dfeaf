import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { reauth } from '@/shared/auth/reauth'
import { deviceOwnerOf, session, systemCountryOf, useSession } from '@/shared/auth/session'
import { whenIdle } from '@/shared/lib/when-idle'
import { LIMITS } from '@/shared/limits'
import { adoptOffered, DraftNote, discardOffered, keepDraft, offeredDraft, removeDraft, restoredChanges } from './draft-kit'
import type { DraftRecord, DraftWhere } from './drafts'
import { unsavedChanges } from './unsaved-changes'

type Values = Record<string, unknown>

export type FormDraftOptions<V extends Values> = {
  /** The kind of form ('organizations', 'events', 'article', 'info', 'admin'). */
  kind: string
  /** The record's id; null for a create (then the system country's new record). */
  id: string | null
  /** The values the form opened with: the server's record, or the empty form. */
  base: V
  /** The values as typed this moment. */
  read: () => V
  /** Puts the draft's changed fields into the form (marked as changed, so the leave guard sees them). */
  apply: (changes: Partial<V>) => void
  /** Each field's label, to name what the server changed since the draft. */
  labels: Readonly<Record<string, string>>
  /** Fields never written to the device (a password). */
  omit?: readonly string[]
  /** Calls its argument on every change and answers the unsubscribe (a form library's watch); else call `touch`. */
  subscribe?: (onChange: () => void) => () => void
  /** False: this form keeps no draft (a dialog that keeps one only for some callers); fixed at the first render. */
  enabled?: boolean
}

/**
 * Whether what is typed may still be written as `admin`'s draft: this tab holds that admin's session, or waits for that
 * admin to sign in again after a refused token. A logout, here or in another tab, or another admin's sign-in ends it:
 * a screen held back after them writes nothing more to the device.
 */
function writesFor(admin: string): boolean {
  const { token, profile } = session.get()
  return deviceOwnerOf(profile) === admin && (token !== null || reauth.get()?.reason === 'expired')
}

/**
 * A form's draft on this device (shared/drafts/drafts.ts). On opening, a draft of this admin for this record is offered
 * back with its age — never applied unasked — and, when the server's record changed since the draft's base, with the
 * fields that differ; restoring puts only the fields the draft changed onto the form. What is typed is written
 * `LIMITS.draftDelayMs` after the last change once the browser is idle, as the page goes away and as the form unmounts
 * — while the offer waits for an answer, over the offered draft's changes, so that neither is lost. Call `touch` on every change (or pass `subscribe`) and `clear` once the form
 * is saved or cancelled. Render `element` above the fields: the offer, or a quiet note that the draft is kept.
 */
export function useFormDraft<V extends Values>({
  kind,
  id,
  base,
  read,
  apply,
  labels,
  omit = [],
  subscribe,
  enabled = true,
}: FormDraftOptions<V>) {
  const { profile, chosenCountryId } = useSession()
  // Fixed as the form opens: a session's end or a country switch while it is open does not move its draft.
  const [address] = useState<DraftWhere | null>(() => {
    const admin = deviceOwnerOf(profile)
    return admin && enabled ? { admin, kind, id, countryId: systemCountryOf(profile, chosenCountryId)?._id } : null
  })
  const keep = (values: Values) => Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)))
  const [keptBase] = useState(() => keep(base))
  const [offer, setOffer] = useState<DraftRecord | null>(null)
  const [written, setWritten] = useState(false)
  /** Writing over the form's own draft starts once no stored draft waits for the admin's answer. */
  const writing = useRef(false)
  /** The stored draft offered and not answered yet: what is typed meanwhile is written over its changes. */
  const offered = useRef<DraftRecord | null>(null)
  const done = useRef(false)
  /** The session the form opened in is gone: nothing more is written, even once a session is back. */
  const ended = useRef(false)
  const pending = useRef<(() => void) | null>(null)
  /** A change made while the stored draft was being read or offered: written once writing starts. */
  const changedMeanwhile = useRef(false)

  const persist = () => {
    pending.current = null
    const under = writing.current ? null : offered.current
    if ((!writing.current && !under) || done.current || ended.current || !address || !writesFor(address.admin)) return
    const values = keep(read())
    void keepDraft(address, keptBase, values, under).then((isKept) =>
      setWritten(isKept && under === null && !done.current && pending.current === null),
    )
  }
  const persistNow = useRef(persist)
  useLayoutEffect(() => {
    persistNow.current = persist
  })

  const cancelPending = () => {
    pending.current?.()
    pending.current = null
  }
  const touch = () => {
    if (done.current) return
    if (!writing.current) {
      changedMeanwhile.current = true
      if (!offered.current) return
    }
    cancelPending()
    // The note says the draft is kept only while it holds everything typed.
    setWritten(false)
    let cancelIdle = () => undefined as void
    const timer = setTimeout(() => (cancelIdle = whenIdle(() => persistNow.current())), LIMITS.draftDelayMs)
    pending.current = () => {
      clearTimeout(timer)
      cancelIdle()
    }
  }
  const touchNow = useRef(touch)
  useLayoutEffect(() => {
    touchNow.current = touch
  })
  function startWriting() {
    offered.current = null
    writing.current = true
    if (changedMeanwhile.current) touchNow.current()
  }

  /** The form was saved (or cancelled, or left on purpose through the leave guard): its draft goes. */
  const clear = () => {
    done.current = true
    cancelPending()
    setWritten(false)
    if (address) void removeDraft(address)
  }
  const clearNow = useRef(clear)
  useLayoutEffect(() => {
    clearNow.current = clear
  })

  useEffect(() => {
    let live = true
    if (address) {
      void offeredDraft(address).then((found) => {
        if (!live) return
        if (!found) return startWriting()
        offered.current = found
        setOffer(found)
        if (changedMeanwhile.current) touchNow.current()
      })
    }
    const flush = () => {
      if (pending.current) persistNow.current()
    }
    window.addEventListener('pagehide', flush)
    const unsubscribe = subscribe?.(() => touchNow.current())
    const stopFollowing = session.subscribe(() => {
      if (address && !writesFor(address.admin)) ended.current = true
    })
    // The admin chose to leave without saving: the draft is discarded with the form.
    const stopDiscard = unsavedChanges.onDiscard(() => clearNow.current())
    return () => {
      live = false
      unsubscribe?.()
      stopFollowing()
      stopDiscard()
      window.removeEventListener('pagehide', flush)
      // Unmounted with a write still waiting (a session's end, a navigation): it is written now.
      flush()
      cancelPending()
    }
    // The address and base are fixed at the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const restore = (draft: DraftRecord) => {
    cancelPending()
    setOffer(null)
    if (address) void adoptOffered(address, keptBase, keep(read()), draft)
    apply(restoredChanges(draft) as Partial<V>)
    changedMeanwhile.current = true
    startWriting()
  }
  const discard = () => {
    cancelPending()
    setOffer(null)
    const answered = offered.current
    offered.current = null
    if (address) void Promise.all([removeDraft(address), answered && discardOffered(address, answered)]).then(startWriting)
  }

  const element: ReactNode =
    offer || written ? <DraftNote offer={offer} base={keptBase} labels={labels} onRestore={restore} onDiscard={discard} /> : null
  return { element, touch, clear }
}
