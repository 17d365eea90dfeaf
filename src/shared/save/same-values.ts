/*
 * How a write's input and a record are compared: a retry is the same write when its input is the same, and a record a
 * look-up finds is this write's when it holds what the write sent.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob)

/** Deep equality of two inputs; files (and any other Blob) are the same only when they are the same object. */
export function sameInput(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameInput(item, b[index]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameInput(a[key], b[key]))
  }
  return false
}

/**
 * Whether a record holds what a payload sent: every payload field the record carries has the sent value, a `<name>_id`
 * field the record carries as `<name>._id` too, nested objects field by field. Fields the record does not carry are not
 * compared.
 */
export function holdsPayload(payload: Record<string, unknown>, record: Record<string, unknown>): boolean {
  return Object.entries(payload).every(([field, sent]) => {
    const kept = field in record ? record[field] : idOf(record[field.replace(/_id$/, '')], field)
    if (kept === undefined) return true
    if (isPlainObject(sent) && isPlainObject(kept)) return holdsPayload(sent, kept)
    return sameInput(sent, kept)
  })
}

/** A referenced record's `_id` for a payload's `<name>_id` field; undefined when the record does not carry it. */
function idOf(referenced: unknown, field: string): unknown {
  if (!field.endsWith('_id') || !isPlainObject(referenced)) return undefined
  return referenced._id
}
