import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form'
import { saveFailureText } from '@/shared/api/client'
import { catalogueText } from '@/shared/i18n/categories'
import { mergeText } from '@/shared/i18n/ru'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { MergeConflictDialog, type MergeConflict } from './merge-conflict-dialog'
import { describeValue } from './merge-value-text'
import { FreshReadError, SaveCancelledError } from './merged-save-errors'
import { resolveConflicts, threeWayMerge, type ConflictChoice } from './three-way-merge'

/*
 * The one way a record is saved, so that a save never undoes a change made since the form opened the record: the
 * record is read again, this admin's changes (against the values the form opened with) are carried onto the fresh
 * copy, a field both sides changed to different values is asked about, the merged values are sent, and the answer
 * is stored in every cache (and so told to the other tabs, shared/cache). Every feature's save hook is built on it.
 */

/** Opens the conflict dialog; resolves with a choice per field, or null when it was closed. */
export type ConflictQuestion = (conflicts: MergeConflict[]) => Promise<Record<string, ConflictChoice> | null>

/** The conflict dialog as a promise: `ask` opens it and resolves with the choices, or null when it was closed; render `dialog`. */
function useConflictQuestion(): { ask: ConflictQuestion; dialog: ReactNode } {
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
        <MergeConflictDialog
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

type Labels = Readonly<Record<string, string>>

/**
 * One record's save, as a feature's mutations.ts defines it. `I` is what the form hands each save, `V` the merged
 * values, `R` the record as the server reads it, `W` the write's answer.
 */
export type MergedSave<I, V extends object, R, W> = {
  /** The values as the form opened the record (the base of the merge) and as this admin has them now. */
  sides: (input: I) => { base: V; mine: V }
  /** The fields' labels, for the conflict dialog. */
  labels: Labels | ((input: I) => Labels)
  /** Reads the record from the server, past the cache. */
  read: (input: I) => Promise<R>
  /** A record as the values. */
  toValues: (record: R) => V
  /**
   * Sends the merged values and answers the saved record. A call whose payload is whole (an organization's, an
   * event's, an administrator's edit) sends all of `merged`; a call that takes changed parts sends the keys that differ
   * from `fresh`, the record as it is now.
   */
  write: (merged: V, fresh: R, input: I) => Promise<W>
  /** How a field's value reads in the conflict dialog where the generic way does not do (undefined: the generic way). */
  describe?: (field: keyof V & string, value: unknown, input: I) => string | undefined
  /** Stores the answer in every cache that holds the record (shared/cache tells the other tabs). */
  store: (saved: W, input: I) => void
}

/**
 * A merged save (see MergedSave) with the conflict question `ask`. Throws FreshReadError when the read fails and
 * SaveCancelledError when the question is closed: nothing was sent in either case.
 */
export async function mergedWrite<I, V extends object, R, W>(save: MergedSave<I, V, R, W>, input: I, ask: ConflictQuestion): Promise<W> {
  const { base, mine } = save.sides(input)
  let fresh: R
  try {
    fresh = await save.read(input)
  } catch (error) {
    throw new FreshReadError(`${saveFailureText(error)}\n${mergeText.freshReadFailed}`, error)
  }
  const theirs = save.toValues(fresh)
  const result = threeWayMerge(base, mine, theirs)
  let merged = result.merged
  if (result.conflicts.length > 0) {
    const labels = typeof save.labels === 'function' ? save.labels(input) : save.labels
    const shown = (field: keyof V & string, value: unknown) => save.describe?.(field, value, input) ?? describeValue(value)
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
  return save.write(merged, fresh, input)
}

/**
 * A feature's save hook on the one save path: `mutateAsync(input)` runs the merged save and stores its answer;
 * `isPending` covers the fresh read, the question and the write. Render `dialog` (the conflict question) in the form.
 */
export function useMergedSave<I, V extends object, R, W>(save: MergedSave<I, V, R, W>) {
  const question = useConflictQuestion()
  const mutation = useMutation({
    mutationFn: (input: I) => mergedWrite(save, input, question.ask),
    onSuccess: (saved, input) => save.store(saved, input),
  })
  return { ...mutation, dialog: question.dialog }
}

/**
 * A react-hook-form edit form's part in its merged save: `sides()` is what the save hook is handed — the values the form
 * opened the record with (kept whatever reaches the cache meanwhile) and what is typed; `took(saved)` makes the saved
 * record the form's values (a colleague's change to another field shows) and the next save's base, and answers it.
 */
export function useFormSides<V extends FieldValues, R>(
  form: { getValues: UseFormGetValues<V>; reset: UseFormReset<V> },
  opened: V,
  toValues: (saved: R) => V,
) {
  const base = useRef(opened)
  return {
    sides: () => ({ base: base.current, mine: form.getValues() }),
    took: (saved: R) => {
      base.current = toValues(saved)
      form.reset(base.current)
      return saved
    },
  }
}

/** What a name modal's rename hands its save: the record as the modal opened it and the name typed. */
export type RenameInput<T> = { item: T; name: string }

/**
 * A rename from a name modal (a category, a sub-category, an article block) on the one save path: a colleague's
 * rename since the modal opened is asked about before anything is sent.
 */
export function useMergedRename<T extends { _id: string; name: string }, W>({
  read,
  write,
  store,
}: {
  /** The record as the server holds it now, past the cache. */
  read: (item: T) => Promise<T>
  write: (item: T, name: string) => Promise<W>
  store: (saved: W, input: RenameInput<T>) => void
}) {
  return useMergedSave<RenameInput<T>, { name: string }, T, W>({
    sides: ({ item, name }) => ({ base: { name: item.name }, mine: { name } }),
    labels: { name: catalogueText.nameLabel },
    read: ({ item }) => read(item),
    toValues: (fresh) => ({ name: fresh.name }),
    write: (merged, _fresh, { item }) => write(item, merged.name),
    store,
  })
}
