/**
 * The field-by-field comparisons of a draft (shared/drafts/drafts.ts): a value's fingerprint (a chosen file by its name,
 * size, type and date, never its bytes), the fields a draft changed from its base, and the fields the server changed
 * since.
 */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof Blob !== 'undefined' && item instanceof Blob
      ? { blob: item instanceof File ? [item.name, item.lastModified] : [], size: item.size, type: item.type }
      : item,
  )
}

/** Each field's fingerprint. */
export function fieldPrints(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, fingerprint(value)]))
}

/** The fields of `values` that differ from `base` (fingerprints), with their values. */
export function changesFrom(base: Record<string, string>, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => fingerprint(value) !== base[field]))
}

/** The fields whose fingerprint differs between two bases (what the server changed since the draft's base). */
export function changedFields(before: Record<string, string>, after: Record<string, string>): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...fields].filter((field) => before[field] !== after[field])
}

export type DraftAge = { unit: 'minute' | 'hour' | 'day'; count: number } | 'now'

/** How old a draft written at `savedAt` is, in the largest whole unit (under a minute: just now). */
export function draftAge(savedAt: number, now: number): DraftAge {
  const minutes = Math.floor(Math.max(0, now - savedAt) / 60_000)
  if (minutes < 1) return 'now'
  if (minutes < 60) return { unit: 'minute', count: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { unit: 'hour', count: hours }
  return { unit: 'day', count: Math.floor(hours / 24) }
}
