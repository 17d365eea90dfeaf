import { saveFailureText } from '@/shared/api/client'
import { mergeText } from '@/shared/i18n/merge'
import { describeValue } from './merge-value-text'
import { FreshReadError, SaveCancelledError } from './merged-save-errors'
import { changedPart, resolveConflicts, threeWayMerge, type ConflictChoice } from './three-way-merge'
import type { MergedWrite } from './use-merged-save'

/*
 * The merge of a save, loaded as the save starts (docs/architecture.md, 'Loading code lazily'):
 * nothing of it is needed before, and the entry forms' screens are at their JS budget.
 */

/** The conflict dialog's code (the hook's lazy dialog loads it through this module). */
export const loadMergeConflictModal = () => import('./merge-conflict-modal')

/**
 * One merged save, so that a save never undoes a change made since the form opened the record: reads the record
 * again, keeps the fields only the other side changed, carries this admin's changes onto the fresh copy and, where
 * both changed a field to different values, asks per field before anything is sent. Throws FreshReadError when the
 * read fails and SaveCancelledError when the question is closed.
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
    throw new FreshReadError(`${saveFailureText(error)}\n${mergeText.freshReadFailed}`, error)
  }
  const theirs = toValues(fresh)
  const result = threeWayMerge(base, mine, theirs)
  let merged = result.merged
  if (result.conflicts.length > 0) {
    const described = describe ? await describe() : undefined
    const shown = (field: keyof V & string, value: unknown) => described?.(field, value) ?? describeValue(value)
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
  return write(merged, theirs, changedPart)
}
