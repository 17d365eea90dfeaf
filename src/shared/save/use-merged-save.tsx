import { lazy, useRef, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form'
import { catalogueText } from '@/shared/i18n/catalogue'
import { useLoadWhenIdle } from '@/shared/lib/use-load-when-idle'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import type { MergeConflict } from './merge-conflict-modal'
import type { ConflictChoice } from './three-way-merge'

// The merge is needed only by a save, and the conflict dialog (Mantine's Modal, heavy) only when a save meets a conflict:
// the merge loads as a save starts, and it fetches the dialog's code (docs/architecture.md, 'Loading code lazily').
const loadMergedWrite = () => import('./merged-write')
const MergeConflictModal = lazy(() =>
  loadMergedWrite()
    .then((module) => module.loadMergeConflictModal())
    .then((module) => ({ default: module.MergeConflictModal })),
)

/** Opens the conflict dialog; resolves with a choice per field, or null when it was closed. */
export type ConflictQuestion = (conflicts: MergeConflict[]) => Promise<Record<string, ConflictChoice> | null>

/** The conflict dialog as a promise: `ask` opens it and resolves with the choices, or null when it was closed; render `dialog`. */
export function useConflictQuestion(): { ask: ConflictQuestion; dialog: ReactNode } {
  type Asked = { conflicts: MergeConflict[]; answer: (choices: Record<string, ConflictChoice> | null) => void }
  const [asked, setAsked] = useState<Asked | null>(null)
  useLoadWhenIdle(loadMergedWrite)
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
  /**
   * Sends the merged values and answers the saved record: a call whose payload is whole (an organization's, an event's edit)
   * builds it from `merged`; a call that takes the changed parts only sends `changedPart(merged, fresh)`, the keys that
   * differ from the record as it is now.
   */
  write: (merged: V, fresh: V, changedPart: <T extends object>(next: T, current: T) => Partial<T>) => Promise<W>
  /** How a field's value reads in the conflict dialog (undefined: the generic way), loaded when a conflict is shown. */
  describe?: (() => Promise<(field: keyof V & string, value: unknown) => string | undefined>) | undefined
  ask: ConflictQuestion
}

/**
 * One merged save, so that a save never undoes a change made since the form opened the record: reads the record
 * again, keeps the fields only the other side changed, carries this admin's changes onto the fresh copy and, where
 * both changed a field to different values, asks per field before anything is sent. Fails with a fresh-read
 * failure (FreshReadError) or a cancel (SaveCancelledError), both of ./merged-save-errors. Its code loads as the
 * save starts.
 */
export async function mergedWrite<V extends object, R, W = R>(options: MergedWrite<V, R, W>): Promise<W> {
  return (await loadMergedWrite()).mergedWrite(options)
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

/**
 * A name modal's rename merged onto the name as the server holds it now (a category, a sub-category, an article
 * block): a colleague's rename since the modal opened is asked about before anything is sent.
 */
export function mergedRename<T extends { name: string }, W>({
  item,
  name,
  read,
  write,
  ask,
}: {
  /** The record as the modal opened it. */
  item: T
  /** The name typed. */
  name: string
  read: () => Promise<T>
  write: (name: string) => Promise<W>
  ask: ConflictQuestion
}): Promise<W> {
  return mergedWrite({
    base: { name: item.name },
    mine: { name },
    labels: { name: catalogueText.nameLabel },
    read,
    toValues: (fresh) => ({ name: fresh.name }),
    write: (merged) => write(merged.name),
    ask,
  })
}
