import { lazy, useState, useRef, type ReactNode } from 'react'
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form'
import { saveFailureText } from '@/shared/api/client'
import { mergeText } from '@/shared/i18n/ru'
import { describeValue } from '@/shared/lib/merge-value-text'
import { resolveConflicts, threeWayMerge, type ConflictChoice } from '@/shared/lib/three-way-merge'
import { DialogSlot } from './dialog-slot'
import type { MergeConflict } from './merge-conflict-modal'

// Mantine's Modal is heavy and a conflict is rare: its code is fetched when a save starts (docs/architecture.md, 'Loading code lazily').
const loadMergeConflictModal = () => import('./merge-conflict-modal')
const MergeConflictModal = lazy(() => loadMergeConflictModal().then((module) => ({ default: module.MergeConflictModal })))

/** The record could not be read again before the save: nothing was sent; the save may be retried. Its message is spec section 8's with a note. */
export class FreshReadError extends Error {
  constructor(cause: unknown) {
    super(`${saveFailureText(cause)}\n${mergeText.freshReadFailed}`, { cause })
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

/** Opens the conflict dialog; resolves with a choice per field, or null when it was closed. */
export type ConflictQuestion = (conflicts: MergeConflict[]) => Promise<Record<string, ConflictChoice> | null>

/** The conflict dialog as a promise: `ask` opens it and resolves with the choices, or null when it was closed; render `dialog`. */
export function useConflictQuestion(): { ask: ConflictQuestion; dialog: ReactNode } {
  type Asked = { conflicts: MergeConflict[]; answer: (choices: Record<string, ConflictChoice> | null) => void }
  const [asked, setAsked] = useState<Asked | null>(null)
  const ask: ConflictQuestion = (conflicts) =>
    new Promise((resolve) => {
      setAsked({
        conflicts,
        answer: (choices) => {
          setAsked(null)
          resolve(choices)
        },
      })
    })
  const dialog = (
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
  return { ask, dialog }
}

export type MergedWrite<V extends object, R, W = R> = {
  /** The values as the form opened the record (the base of the merge). */
  base: V
  /** What this admin has now. */
  mine: V
  /** The fields' labels, for the conflict dialog. */
  labels: Readonly<Record<string, string>>
  /** Reads the record from the server, past the cache. */
  read: () => Promise<R>
  /** A record as the form's values. */
  toValues: (record: R) => V
  /** Sends the merged values onto the fresh copy (only what differs from `fresh`) and answers the saved record. */
  write: (merged: V, fresh: V) => Promise<W>
  /** How a field's value reads in the conflict dialog (undefined: the generic way). */
  describe?: ((field: keyof V & string, value: unknown) => string | undefined) | undefined
  ask: ConflictQuestion
}

/**
 * One merged save (issue 29 item 3): reads the record again, keeps the fields only the other side
 * changed, carries this admin's changes onto the fresh copy and, where both changed a field to
 * different values, asks per field before anything is sent. Throws FreshReadError when the read
 * fails and SaveCancelledError when the question is closed.
 */
export async function mergedWrite<V extends object, R, W = R>({
  base,
  mine,
  labels,
  read,
  toValues,
  write,
  describe,
  ask,
}: MergedWrite<V, R, W>): Promise<W> {
  void loadMergeConflictModal()
  let fresh: R
  try {
    fresh = await read()
  } catch (error) {
    throw new FreshReadError(error)
  }
  const theirs = toValues(fresh)
  const result = threeWayMerge(base, mine, theirs)
  let merged = result.merged
  if (result.conflicts.length > 0) {
    const shown = (field: keyof V & string, value: unknown) => describe?.(field, value) ?? describeValue(value)
    const conflicts = (result.conflicts as (keyof V & string)[]).map((field) => ({
      field,
      label: labels[field] ?? field,
      mine: shown(field, mine[field]),
      theirs: shown(field, theirs[field]),
    }))
    const choices = await ask(conflicts)
    if (!choices) throw new SaveCancelledError()
    merged = resolveConflicts(result, theirs, choices as Partial<Record<keyof V, ConflictChoice>>)
  }
  return write(merged, theirs)
}

export type MergedSaveOptions<V extends FieldValues, R> = Omit<MergedWrite<V, R>, 'base' | 'mine' | 'ask'> & {
  /** The form's values and its reset (react-hook-form's). */
  form: { getValues: UseFormGetValues<V>; reset: UseFormReset<V> }
  /** The form's values as it opened the record. */
  base: V
}

/**
 * A react-hook-form edit form's merged save (mergedWrite): the form remembers the record as it
 * opened it; after the save the saved record becomes the form's values and the next save's base.
 * Render `dialog` in the form's tree.
 */
export function useMergedSave<V extends FieldValues, R>({ form, base, ...rest }: MergedSaveOptions<V, R>) {
  const baseRef = useRef(base)
  const question = useConflictQuestion()
  const save = async (): Promise<R> => {
    const saved = await mergedWrite({ ...rest, base: baseRef.current, mine: form.getValues(), ask: question.ask })
    const savedValues = rest.toValues(saved)
    baseRef.current = savedValues
    form.reset(savedValues)
    return saved
  }
  return { save, dialog: question.dialog }
}
