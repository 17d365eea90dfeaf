/**
 * Text being edited survives an accidental reload of the tab (an article's or an information
 * item's body, spec: "until it is saved or cancelled"): kept in sessionStorage under
 * `<prefix>.<scope>.<id>` (scope: the system country), dropped on save, cancel or leaving the editor.
 */
export type DraftStore<T> = {
  read: (scope: string, id: string) => T | null
  write: (scope: string, id: string, draft: T) => void
  clear: (scope: string, id: string) => void
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** A draft store of one kind of form; `isDraft` rejects anything stored that is not such a draft. */
export function draftStore<T>(prefix: string, isDraft: (value: unknown) => value is T): DraftStore<T> {
  const keyOf = (scope: string, id: string) => `${prefix}.${scope}.${id}`
  return {
    read(scope, id) {
      const raw = storage()?.getItem(keyOf(scope, id))
      if (!raw) return null
      try {
        const parsed: unknown = JSON.parse(raw)
        return isDraft(parsed) ? parsed : null
      } catch {
        return null
      }
    },
    write(scope, id, draft) {
      try {
        storage()?.setItem(keyOf(scope, id), JSON.stringify(draft))
      } catch {
        // A full or refused storage only loses the reload safety net, never the typed text.
      }
    },
    clear(scope, id) {
      storage()?.removeItem(keyOf(scope, id))
    },
  }
}

/** Whether `value` is an object whose listed keys have the given `typeof` (a draft's shape check). */
export function hasFields(value: unknown, fields: Record<string, 'string' | 'boolean'>): boolean {
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  return Object.entries(fields).every(([key, type]) => typeof record[key] === type)
}
