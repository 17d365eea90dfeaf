import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { LIMITS } from '@/shared/limits'
import { metadataFreeCopy } from '@/shared/photos/photo-stripping'
import { draftTab } from './draft-tab'

/**
 * What is typed into a form, kept on this device until it is saved or discarded: one draft per
 * admin (the profile's _id, `deviceOwnerOf`) and per record (a kind and the record's id, or `newRecordId` of the system country
 * and the tab for a create), in IndexedDB so that chosen photos (Blobs) are kept with the text — each without its metadata (no GPS
 * position stays on the device), one that cannot be stripped left out. `base` is the per-field fingerprint of
 * the record as the form opened (shared/drafts/draft-fields.ts), so that a newer server copy is shown, never overwritten
 * unseen. A draft older than LIMITS.draftExpiryMs is never offered and is dropped when met.
 */
export type DraftRecord = {
  admin: string
  kind: string
  record: string
  /** A create's draft: the tab that writes it (shared/drafts/draft-tab.ts), each tab keeping its own. */
  tab?: string
  /** When it was last written (ms since the epoch). */
  savedAt: number
  base: Record<string, string>
  values: Record<string, unknown>
}

/** Which draft: whose, of what kind of form, of which record (and, for a create, of which tab). */
export type DraftAddress = Pick<DraftRecord, 'admin' | 'kind' | 'record' | 'tab'>

/** Where drafts are kept: IndexedDB in the console, anything with these four calls in a test. */
export type DraftBackend = {
  get: (key: string) => Promise<DraftRecord | undefined>
  set: (key: string, draft: DraftRecord) => Promise<void>
  del: (key: string) => Promise<void>
  entries: () => Promise<[string, DraftRecord][]>
}

/** The record id of a create form: a new record of the system country. */
export const newRecordId = (countryId: string | null | undefined) => `new:${countryId ?? ''}`

/** A form's draft as the form knows it: whose, which kind, the record's id (null: a create) and the system country. */
export type DraftWhere = { admin: string; kind: string; id: string | null; countryId: string | undefined }

/** Where a form's draft is kept: an edit's by its record, a create's by the system country and this tab. */
export const addressOf = ({ admin, kind, id, countryId }: DraftWhere): DraftAddress =>
  id === null ? { admin, kind, record: newRecordId(countryId), tab: draftTab() } : { admin, kind, record: id }

/** Where a stored draft is kept. */
export const addressOfDraft = ({ admin, kind, record, tab }: DraftRecord): DraftAddress =>
  tab === undefined ? { admin, kind, record } : { admin, kind, record, tab }

const keyOf = ({ admin, kind, record, tab }: DraftAddress) =>
  JSON.stringify(tab === undefined ? [admin, kind, record] : [admin, kind, record, tab])

/** IndexedDB through idb-keyval, in its own database (opened at the first call); without IndexedDB (a refused or private store) nothing is kept. */
export function indexedDbBackend(): DraftBackend {
  let store: UseStore | null = null
  const opened = () => (store ??= createStore('console-drafts', 'drafts'))
  const usable = () => typeof indexedDB !== 'undefined'
  return {
    get: async (key) => (usable() ? get<DraftRecord>(key, opened()) : undefined),
    set: async (key, draft) => {
      if (usable()) await set(key, draft, opened())
    },
    del: async (key) => {
      if (usable()) await del(key, opened())
    },
    entries: async () => (usable() ? entries<string, DraftRecord>(opened()) : []),
  }
}

const isFile = (value: unknown) => typeof Blob !== 'undefined' && value instanceof Blob
const holdsFiles = (values: Record<string, unknown>) =>
  Object.values(values).some((value) => isFile(value) || (Array.isArray(value) && value.some(isFile)))
/** The values with every file left out: a single file becomes null, a list of files loses its files. */
const withoutFiles = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      isFile(value) ? null : Array.isArray(value) ? value.filter((item) => !isFile(item)) : value,
    ]),
  )

/** The values with every chosen file replaced by its metadata-free copy (shared/photos), a file that has none left out. */
async function withoutMetadata(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const copyOf = (value: unknown): Promise<unknown> => (value instanceof File ? metadataFreeCopy(value) : Promise.resolve(value))
  const fields = await Promise.all(
    Object.entries(values).map(async ([field, value]) => {
      if (!Array.isArray(value)) return [field, await copyOf(value)] as const
      const copies = await Promise.all(value.map(copyOf))
      return [field, copies.filter((copy, index) => !(value[index] instanceof File && copy === null))] as const
    }),
  )
  return Object.fromEntries(fields)
}

export type DraftStore = ReturnType<typeof createDraftStore>

/** The draft store over `backend`; `now` is the clock (a test moves it). Every call swallows a storage failure: a draft is a safety net. */
export function createDraftStore(backend: DraftBackend, now: () => number = Date.now) {
  const expired = (draft: DraftRecord) => now() - draft.savedAt > LIMITS.draftExpiryMs
  const quietly = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call()
    } catch {
      return fallback
    }
  }
  const removeWhere = (drop: (draft: DraftRecord) => boolean): Promise<void> =>
    quietly(async () => {
      const all = await backend.entries()
      await Promise.all(all.filter(([, draft]) => drop(draft)).map(([key]) => backend.del(key)))
    }, undefined)
  return {
    /** The draft at `address` unless it has expired (then it is removed). */
    read: (address: DraftAddress): Promise<DraftRecord | null> =>
      quietly(async () => {
        const draft = await backend.get(keyOf(address))
        if (!draft) return null
        if (!expired(draft)) return draft
        await backend.del(keyOf(address))
        return null
      }, null),
    /**
     * Writes the draft, its chosen files without their metadata; where the browser refuses to store files (Blobs), the
     * text is kept without them.
     */
    write: (address: DraftAddress, draft: Pick<DraftRecord, 'base' | 'values'>): Promise<boolean> =>
      quietly(async () => {
        const values = await withoutMetadata(draft.values)
        const record = { ...address, base: draft.base, values, savedAt: now() }
        try {
          await backend.set(keyOf(address), record)
        } catch (error) {
          if (!holdsFiles(values)) throw error
          await backend.set(keyOf(address), { ...record, values: withoutFiles(values) })
        }
        return true
      }, false),
    /**
     * The create drafts of the same admin, kind and country that other tabs wrote and no tab alive holds (`live`: the
     * tabs alive, null when nobody can tell), newest first: the work of a closed tab, for the next create form to offer.
     */
    orphans: (address: DraftAddress, live: ReadonlySet<string> | null): Promise<DraftRecord[]> =>
      quietly(async () => {
        const all = await backend.entries()
        const left = all.flatMap(([key, draft]) =>
          key !== keyOf(address) &&
          draft.admin === address.admin &&
          draft.kind === address.kind &&
          draft.record === address.record &&
          !expired(draft) &&
          !(draft.tab !== undefined && live?.has(draft.tab))
            ? [draft]
            : [],
        )
        return left.sort((a, b) => b.savedAt - a.savedAt)
      }, []),
    /** A saved or discarded draft. */
    remove: (address: DraftAddress): Promise<void> => quietly(() => backend.del(keyOf(address)), undefined),
    /** Every draft of `admin` (an explicit logout), and every expired one of anyone. */
    removeAdmin: (admin: string | null): Promise<void> => removeWhere((draft) => draft.admin === admin || expired(draft)),
    /** Every expired draft of anyone (as the console starts): no draft stays on the device past its week. */
    removeExpired: (): Promise<void> => removeWhere(expired),
  }
}

/** The console's draft store. */
export const drafts = createDraftStore(indexedDbBackend())
