import { lazy, useRef, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form'
import { mergeText } from '@/shared/i18n/ru'
import { describeValue } from '@/shared/lib/merge-value-text'
import { resolveConflicts, threeWayMerge, type ConflictChoice } from '@/shared/lib/three-way-merge'
import { DialogSlot } from './dialog-slot'
import type { MergeConflict } from './merge-conflict-modal'

// Mantine's Modal is heavy and a conflict is rare: its code is fetched when a save starts (docs/architecture.md, 'Loading code lazily').
const loadMergeConflictModal = () => import('./merge-conflict-modal')
const MergeConflictModal = lazy(() => loadMergeConflictModal().then((module) => ({ default: module.MergeConflictModal })))

/** The record could not be read again before the save: nothing was sent; the save may be retried. */
export class FreshReadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : mergeText.freshReadFailed, { cause })
    this.name = 'FreshReadError'
  }
}

/** The admin closed the conflict dialog: nothing was sent and the form keeps what was typed. */
export class SaveCancelledError extends Error {
  constructor() {
    super('cancelled')
    this.name = 'SaveCancelledError'
  }
}

export type MergedSaveOptions<V extends FieldValues, R> = {
  /** The form's values and its reset (react-hook-form's). */
  form: { getValues: UseFormGetValues<V>; reset: UseFormReset<V> }
  /** The form's values as it opened the record (the base of the merge). */
  base: V
  /** The fields' labels, for the conflict dialog. */
  labels: Readonly<Record<string, string>>
  /** Reads the record from the server, past the cache. */
  read: () => Promise<R>
  /** A record as the form's values. */
  toValues: (record: R) => V
  /** Sends the merged values onto the fresh copy (only what differs from `fresh`) and answers the saved record. */
  write: (merged: V, fresh: V) => Promise<R>
  /** How a field's value reads in the conflict dialog (undefined: the generic way). */
  describe?: (field: keyof V & string, value: unknown) => string | undefined
}

type Asked = { conflicts: MergeConflict[]; answer: (choices: Record<string, ConflictChoice> | null) => void }

/**
 * A save that never silently undoes someone else's change (issue 29 item 3). The form remembers
 * the record as it opened it; `save()` reads it again from the server, keeps the fields only the
 * other side changed, carries this admin's changes onto that fresh copy and, where both changed a
 * field to different values, opens the conflict dialog (`dialog`, rendered in the form's tree) and
 * waits for a choice per field before anything is sent. The saved record becomes the form's values
 * and the next save's base.
 */
export function useMergedSave<V extends FieldValues, R>({ form, base, labels, read, toValues, write, describe }: MergedSaveOptions<V, R>) {
  const baseRef = useRef(base)
  const [asked, setAsked] = useState<Asked | null>(null)

  const askChoices = (conflicts: MergeConflict[]) =>
    new Promise<Record<string, ConflictChoice> | null>((resolve) => {
      setAsked({
        conflicts,
        answer: (choices) => {
          setAsked(null)
          resolve(choices)
        },
      })
    })

  const save = async (): Promise<R> => {
    void loadMergeConflictModal()
    let fresh: R
    try {
      fresh = await read()
    } catch (error) {
      throw new FreshReadError(error)
    }
    const theirs = toValues(fresh)
    const mine = form.getValues()
    const result = threeWayMerge(baseRef.current, mine, theirs)
    let merged = result.merged
    if (result.conflicts.length > 0) {
      const shown = (field: keyof V & string, value: unknown) => describe?.(field, value) ?? describeValue(value)
      const conflicts = (result.conflicts as (keyof V & string)[]).map((field) => ({
        field,
        label: labels[field] ?? field,
        mine: shown(field, mine[field]),
        theirs: shown(field, theirs[field]),
      }))
      const choices = await askChoices(conflicts)
      if (!choices) throw new SaveCancelledError()
      merged = resolveConflicts(result, theirs, choices as Partial<Record<keyof V, ConflictChoice>>)
    }
    const saved = await write(merged, theirs)
    const savedValues = toValues(saved)
    baseRef.current = savedValues
    form.reset(savedValues)
    return saved
  }

  const dialog: ReactNode = (
    <DialogSlot open={asked}>
      {(shown, opened) => (
        <MergeConflictModal
          opened={opened}
          conflicts={shown.conflicts}
          onChoose={(choices) => shown.answer(choices)}
          onClose={() => shown.answer(null)}
        />
      )}
    </DialogSlot>
  )
  return { save, dialog }
}
