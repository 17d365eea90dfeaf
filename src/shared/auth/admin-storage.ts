/**
 * What this browser keeps for one admin in localStorage (the palette's recent entries…): every such
 * key is made here, under the admin's prefix, so that a logout removes them all at once
 * (`clearAdminStorage`) and the next person at the machine finds nothing of the last one's work.
 * Drafts live in IndexedDB and are removed at a logout by their own store (shared/drafts/drafts.ts).
 */
const PREFIX = 'admin:'

/** The key of `kind` for `adminId` (the profile's _id, 'root' for root). */
export function adminStorageKey(adminId: string, kind: string): string {
  return `${PREFIX}${adminId}:${kind}`
}

/** Removes every key of `adminId` from `storage`. */
export function clearAdminStorage(storage: Pick<Storage, 'key' | 'length' | 'removeItem'>, adminId: string) {
  const own = `${PREFIX}${adminId}:`
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(own)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}
