/** Something with a sort value as the server keeps it (spec section 3: a string or a number). */
export type Sortable = { _id: string; sort: number | string | null }

/** What the admin typed in the sort fields, by `_id`; a row not in it was not touched. */
export type SortDrafts = Readonly<Record<string, string>>

/** One changed row as the sort calls send it (each call names the id key itself). */
export type SortChange = { id: string; sort: number | null }

/** The text a sort field shows for a saved value. */
export function sortText(sort: Sortable['sort'] | undefined): string {
  return sort === null || sort === undefined ? '' : String(sort).trim()
}

/** Keeps only what a sort field accepts: digits. */
export function cleanSortInput(typed: string): string {
  return typed.replace(/\D+/g, '')
}

function sameSort(typed: string, saved: string): boolean {
  if (typed === saved) return true
  if (typed === '' || saved === '') return false
  const a = Number(typed)
  const b = Number(saved)
  return Number.isFinite(a) && Number.isFinite(b) && a === b
}

/**
 * Spec section 5: sort values are saved only for the rows whose value changed; an emptied field
 * is sent as null. Rows keep the order of `items`; drafts of rows no longer listed are ignored.
 */
export function sortDiff(items: readonly Sortable[], drafts: SortDrafts): SortChange[] {
  const changes: SortChange[] = []
  for (const item of items) {
    const draft = drafts[item._id]
    if (draft === undefined) continue
    const typed = draft.trim()
    if (sameSort(typed, sortText(item.sort))) continue
    const value = Number(typed)
    changes.push({ id: item._id, sort: typed === '' || !Number.isFinite(value) ? null : value })
  }
  return changes
}

/** Puts saved changes into a list: the rows keep their places, their sort becomes the sent value. */
export function applySortChanges<T extends Sortable>(items: readonly T[], changes: readonly SortChange[]): T[] {
  const byId = new Map(changes.map((change) => [change.id, change.sort]))
  return items.map((item) => (byId.has(item._id) ? { ...item, sort: byId.get(item._id) ?? null } : item))
}

const sortNumber = (sort: string | number | null) => {
  if (sort === null || sort === '') return Number.POSITIVE_INFINITY
  const value = Number(sort)
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
}

/** Rows shown in the order of their `sort` (spec: "sorted by sort"); no value goes last, ties keep their order. */
export function bySort<T extends { sort: string | number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sortNumber(a.item.sort) - sortNumber(b.item.sort) || a.index - b.index)
    .map(({ item }) => item)
}
