/*
 * The three-way merge of a save: the record as the form opened it (base), what
 * this admin has in the form (mine) and the record as the server holds it now (theirs), field by
 * field. Values are compared by value: arrays in order, plain objects key by key.
 */

/** How one field came out of the merge. */
export type FieldOutcome =
  /** Nobody changed it. */
  | 'unchanged'
  /** Only this admin changed it: mine goes. */
  | 'mine'
  /** Only the other side changed it: theirs stays. */
  | 'theirs'
  /** Both changed it to the same value. */
  | 'same'
  /** Both changed it to different values: the admin chooses. */
  | 'conflict'

export type MergeResult<V extends object> = {
  /** The fresh copy with this admin's changes on it; a conflicting field holds mine until the admin chooses. */
  merged: V
  outcomes: Record<keyof V, FieldOutcome>
  /** The fields both sides changed to different values, in the order of the values' keys. */
  conflicts: (keyof V)[]
}

/** A choice for a conflicting field: keep this admin's value or take the other side's. */
export type ConflictChoice = 'mine' | 'theirs'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

/** Equal by value: primitives by `Object.is`, arrays item by item in order, plain objects key by key; anything else (a File) by identity. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).filter((key) => a[key] !== undefined)
    const keysB = Object.keys(b).filter((key) => b[key] !== undefined)
    return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  }
  return false
}

/** One field's outcome. */
export function fieldOutcome(base: unknown, mine: unknown, theirs: unknown): FieldOutcome {
  const mineChanged = !sameValue(base, mine)
  const theirsChanged = !sameValue(base, theirs)
  if (!mineChanged && !theirsChanged) return 'unchanged'
  if (mineChanged && !theirsChanged) return 'mine'
  if (!mineChanged) return 'theirs'
  return sameValue(mine, theirs) ? 'same' : 'conflict'
}

/**
 * Merges field by field over the keys of the three values: only-theirs keeps theirs, only-mine
 * takes mine, both to the same value takes it, both to different values is a conflict (mine in
 * `merged` until `resolveConflicts`).
 */
export function threeWayMerge<V extends object>(base: V, mine: V, theirs: V): MergeResult<V> {
  const keys = [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])] as (keyof V)[]
  const merged = { ...theirs }
  const outcomes = {} as Record<keyof V, FieldOutcome>
  const conflicts: (keyof V)[] = []
  for (const key of keys) {
    const outcome = fieldOutcome(base[key], mine[key], theirs[key])
    outcomes[key] = outcome
    if (outcome === 'mine' || outcome === 'conflict') merged[key] = mine[key]
    if (outcome === 'conflict') conflicts.push(key)
  }
  return { merged, outcomes, conflicts }
}

/** The merged value with the admin's choice for every conflicting field (a field without a choice keeps mine). */
export function resolveConflicts<V extends object>(
  result: MergeResult<V>,
  theirs: V,
  choices: Partial<Record<keyof V, ConflictChoice>>,
): V {
  const resolved = { ...result.merged }
  for (const key of result.conflicts) if (choices[key] === 'theirs') resolved[key] = theirs[key]
  return resolved
}

/** The keys of `next` whose values differ from `current`'s: what a save sends onto the record as it is now. */
export function changedPart<T extends object>(next: T, current: T): Partial<T> {
  const part: Partial<T> = {}
  for (const key of Object.keys(next) as (keyof T)[]) if (!sameValue(next[key], current[key])) part[key] = next[key]
  return part
}
