import type { QueryClient } from '@tanstack/react-query'
import type { Profile } from '@/shared/auth/schemas'
import type { BulkAction, BulkKind } from '@/shared/i18n/bulk'
import type { Selectable } from './selection'

export type { BulkAction, BulkKind }

/** The bulk actions in the bar's order. */
export const BULK_ACTIONS: readonly BulkAction[] = ['ban', 'unban', 'delete']

/**
 * What a list gives its bulk layer: which entries, what the admin may do to each (by can(), spec
 * section 6) and the single-entry call of spec section 7 behind each action: the feature's own
 * call, which patches or prunes the cached lists by _id as its answer comes (no copy of it here).
 */
export type BulkSpec<T extends Selectable> = {
  kind: BulkKind
  /** The entry's name in the summary (a failure is named by it). */
  name: (item: T) => string
  allowed: (action: BulkAction, item: T, profile: Profile | null) => boolean
  run: (client: QueryClient, action: BulkAction, item: T) => Promise<unknown>
}

/** The entries an action changes: ban the active ones, unban the banned ones, delete any. */
export function changedBy(action: BulkAction, item: Selectable): boolean {
  if (action === 'ban') return item.is_active
  if (action === 'unban') return !item.is_active
  return true
}

/**
 * What the bar offers for a selection: an action only when can() allows it for every selected
 * entry (never beyond the admin's rights) and it changes at least one; with the entries it changes.
 */
export function bulkOffers<T extends Selectable>(
  spec: BulkSpec<T>,
  selected: Iterable<T>,
  profile: Profile | null,
): { action: BulkAction; targets: T[] }[] {
  const items = [...selected]
  if (items.length === 0) return []
  return BULK_ACTIONS.flatMap((action) => {
    if (!items.every((item) => spec.allowed(action, item, profile))) return []
    const targets = items.filter((item) => changedBy(action, item))
    return targets.length ? [{ action, targets }] : []
  })
}

/** The selection after an action's answer for one entry: a deleted entry leaves it, a banned or unbanned one is kept in its new state. */
export function afterDone<T extends Selectable>(selected: ReadonlyMap<string, T>, action: BulkAction, item: T): ReadonlyMap<string, T> {
  if (!selected.has(item._id)) return selected
  const next = new Map(selected)
  if (action === 'delete') next.delete(item._id)
  else next.set(item._id, { ...selected.get(item._id)!, is_active: action === 'unban' })
  return next
}
