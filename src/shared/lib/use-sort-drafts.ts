import { useCallback, useMemo, useState } from 'react'
import { cleanSortInput, sortDiff, sortText, type Sortable, type SortChange, type SortDrafts } from './sort-diff'

export type SortDraftsState = {
  /** What the sort field of a row shows: the typed text, else the saved value. */
  valueOf: (item: Sortable) => string
  change: (id: string, typed: string) => void
  /** The rows whose value changed (spec section 5), ready to send. */
  changes: SortChange[]
  /** Forgets what was typed (after a save, or when another list is shown). */
  reset: () => void
}

/** The sort fields of one list: typed values by `_id` and the changed rows among `items`. */
export function useSortDrafts(items: readonly Sortable[]): SortDraftsState {
  const [drafts, setDrafts] = useState<SortDrafts>({})
  const changes = useMemo(() => sortDiff(items, drafts), [items, drafts])
  const valueOf = useCallback((item: Sortable) => drafts[item._id] ?? sortText(item.sort), [drafts])
  const change = useCallback((id: string, typed: string) => setDrafts((current) => ({ ...current, [id]: cleanSortInput(typed) })), [])
  const reset = useCallback(() => setDrafts({}), [])
  return { valueOf, change, changes, reset }
}
