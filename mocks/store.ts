import type { Db } from './db'
import { createSeed, type SeedOptions } from './seed'

/** A fault injected by a test or the mock panel: applies to requests whose method and path match. */
export type Fault = {
  /** Given by the store when the fault is added; `DELETE /__mock/faults/:id` clears that one. */
  id?: string
  /** A pathname, `*` matching any run of characters (e.g. `/api/admins/complaints*`). */
  path: string
  method?: string
  /** Milliseconds to wait before answering (or before the error). */
  delay?: number
  /** Answer with this HTTP status and `{status: 'error', message}`. */
  status?: number
  message?: string
  /** Answer with a network failure (no response). */
  network?: boolean
  /** Answer this body instead, with status 200 (a malformed answer). */
  body?: unknown
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number
  /** Only requests whose body text contains this (e.g. one entry's id in a block call). */
  bodyContains?: string
  /**
   * The call is carried out first (a create creates, a save saves) and only its answer is replaced by the
   * network failure or the body: a connection dropped, or an answer garbled, after the server did the work.
   */
  afterWrite?: boolean
}

/** Milliseconds added before every API answer, or 'random' for 0–3 s per call. */
export type Latency = number | 'random'

/** The network as the mock plays it: a latency, and offline (every call fails as with no connection). */
export type NetworkState = { latency: Latency; offline: boolean }

/** A body as the calls log shows it: JSON or text (cut at CALL_BODY_MAX characters), or a multipart form's fields. */
export type LoggedBody =
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'form'; fields: { name: string; value?: string; file?: { name: string; type: string; size: number } }[] }

/** One API call the mock answered (the panel's Calls section, `GET /__mock/calls`). */
export type CallRecord = {
  id: number
  /** When it started (ISO). */
  at: string
  method: string
  /** Pathname and query. */
  path: string
  /** The answer's status; null when it failed as with no connection. */
  status: number | null
  /** How long the answer took, in milliseconds (latency included). */
  ms: number
  request: LoggedBody | null
  response: LoggedBody | null
}

/** The calls log keeps the last CALLS_KEPT calls, newest first; each body at most CALL_BODY_MAX characters. */
export const CALLS_KEPT = 50
export const CALL_BODY_MAX = 4000

/**
 * What the mock's controls set: the seed's mode, faults, the network, and `tokenLifetimeS`, the
 * lifetime of the tokens later logins get (POST /__mock/token-lifetime; absent: 12 hours).
 */
type Control = { seedOptions: SeedOptions; faults: Fault[]; network: NetworkState; nextFaultId: number; tokenLifetimeS?: number }

type State = Control & { db: Db; calls: CallRecord[]; nextCallId: number }

const NORMAL_NETWORK: NetworkState = { latency: 0, offline: false }

/**
 * localStorage keys of the in-browser mock. The data, the controls and the calls log are saved
 * apart, so that a fault or a logged call does not write the whole data set again. The data of
 * the large seed (about 34 MB as JSON) is not saved: a reload builds the large seed again.
 * Each part has a stamp of its last write in a key of its own (`STAMP_KEYS`), so that a tab knows when another tab
 * wrote it. A stamp is unique, never a shared counter: the Web Lock orders the tabs' work, but another tab's write
 * reaches this tab's localStorage a little later (a tab may still read the old value under the lock), so a counter
 * read and written again could go back and hide another tab's write, and a stamp of all parts in one key would be
 * written back stale by a tab writing another part.
 */
export const STORAGE_KEYS = {
  db: 'mock-backend-db',
  control: 'mock-backend-control',
  calls: 'mock-backend-calls',
} as const
const STAMP_KEYS = {
  db: 'mock-backend-db-written',
  control: 'mock-backend-control-written',
  calls: 'mock-backend-calls-written',
} as const
/** The one key of the write counters of all parts (read no more, removed). */
const COUNTERS_KEY = 'mock-backend-versions'
/** The single key of the mock before the controls were split off (read no more, removed). */
const LEGACY_KEY = 'mock-backend-state'

/** The saved parts of the mock, each with the stamp of its last write. */
type Part = 'db' | 'control' | 'calls'
type Versions = Record<Part, string | null>
const NO_VERSIONS: Versions = { db: null, control: null, calls: null }

/** The Web Lock every tab of the browser takes around each answered request (see `shared`). */
const LOCK_NAME = 'mock-backend'

let storage: Storage | null = null
let state: State = freshState({})
/** The parts' stamps as this tab last read or wrote them. */
let seen: Versions = { ...NO_VERSIONS }

function freshState(seedOptions: SeedOptions): State {
  return { db: createSeed(seedOptions), seedOptions, faults: [], network: { ...NORMAL_NETWORK }, nextFaultId: 1, calls: [], nextCallId: 1 }
}

/**
 * In the browser the mock's data and controls survive a reload: they are kept in localStorage and
 * every change is written at once (a change followed at once by a reload is kept). Also a
 * reload as seen by a test: it reads back what was saved.
 */
export function enablePersistence(target: Storage | null = typeof localStorage === 'undefined' ? null : localStorage) {
  storage = target
  seen = { ...NO_VERSIONS }
  if (!storage) return
  storage.removeItem(LEGACY_KEY)
  storage.removeItem(COUNTERS_KEY)
  readSaved({ db: true, control: true, calls: true })
}

/**
 * Reads the saved parts back into this tab's state. Saved data from an older mock (other
 * collections) is dropped for a fresh seed; without saved data (none yet, the large seed, a full
 * storage) the tab keeps its own data, unless the seed's mode changed.
 */
function readSaved(parts: Record<Part, boolean>) {
  if (!storage) return
  const versions = storedVersions()
  const wasLarge = Boolean(state.seedOptions.large)
  if (parts.control) {
    const control = readJson<Control>(STORAGE_KEYS.control)
    state.seedOptions = control?.seedOptions ?? {}
    state.faults = Array.isArray(control?.faults) ? control.faults : []
    state.network = { ...NORMAL_NETWORK, ...control?.network }
    state.nextFaultId = control?.nextFaultId ?? 1
    if (typeof control?.tokenLifetimeS === 'number') state.tokenLifetimeS = control.tokenLifetimeS
    else delete state.tokenLifetimeS
    seen.control = versions.control
  }
  if (parts.calls) {
    const saved = readJson<{ calls: CallRecord[]; nextCallId: number }>(STORAGE_KEYS.calls)
    state.calls = Array.isArray(saved?.calls) ? saved.calls : []
    state.nextCallId = saved?.nextCallId ?? 1
    seen.calls = versions.calls
  }
  const large = Boolean(state.seedOptions.large)
  if (parts.db || large !== wasLarge) {
    let data = large ? null : readJson<Db>(STORAGE_KEYS.db)
    if (data && shapeOf(data) !== shapeOf(state.db)) {
      storage.removeItem(STORAGE_KEYS.db)
      data = null
    }
    state.db = data ?? (large === wasLarge ? state.db : createSeed(state.seedOptions))
    seen.db = versions.db
  }
}

function storedVersions(): Versions {
  return {
    db: storage?.getItem(STAMP_KEYS.db) ?? null,
    control: storage?.getItem(STAMP_KEYS.control) ?? null,
    calls: storage?.getItem(STAMP_KEYS.calls) ?? null,
  }
}

/** Stamps a write of `part`, for the other tabs to read it again. */
function countWrite(part: Part) {
  if (!storage) return
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  storage.setItem(STAMP_KEYS[part], stamp)
  seen[part] = stamp
}

/** Reads again what another tab of the browser has written since this tab last read or wrote it. */
export function readOtherTabsWrites() {
  if (!storage) return
  const versions = storedVersions()
  const changed = { db: versions.db !== seen.db, control: versions.control !== seen.control, calls: versions.calls !== seen.calls }
  if (changed.db || changed.control || changed.calls) readSaved(changed)
}

/**
 * One backend for every tab of the browser: `work` runs while this tab holds the mock's Web Lock
 * (no other tab's request is answered meanwhile), after reading again what other tabs wrote, so
 * that a write never starts from an old copy and so never undoes another tab's write. Without
 * saving (the node mock server) or without Web Locks it just runs.
 */
export function shared<T>(work: () => T | Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!storage || !locks) return Promise.resolve().then(work)
  return locks.request(LOCK_NAME, async () => {
    readOtherTabsWrites()
    return await work()
  })
}

function readJson<T>(key: string): T | null {
  const raw = storage?.getItem(key)
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    storage?.removeItem(key)
    return null
  }
}

function write(part: Part, value: unknown) {
  if (!storage) return
  const key = STORAGE_KEYS[part]
  try {
    storage.setItem(key, JSON.stringify(value))
    countWrite(part)
  } catch (error) {
    // What was saved before must not come back on a reload as if it were current.
    storage.removeItem(key)
    console.warn(`[mock] could not save ${key} (storage full?); a reload starts from the seed`, error)
  }
}

function shapeOf(data: Db | undefined): string {
  return data ? Object.keys(data).sort().join(',') : ''
}

/** Saves the data at once (handlers call it after every change); the large seed's data is not saved. */
export function persist() {
  if (!storage) return
  if (state.seedOptions.large) storage.removeItem(STORAGE_KEYS.db)
  else write('db', state.db)
}

function saveControl() {
  const { seedOptions, faults, network, nextFaultId, tokenLifetimeS } = state
  write('control', { seedOptions, faults, network, nextFaultId, tokenLifetimeS } satisfies Control)
}

function saveCalls() {
  write('calls', { calls: state.calls, nextCallId: state.nextCallId })
}

export function db(): Db {
  return state.db
}

/** 'Reset all': a fresh seed (normal unless `large`), no faults, a normal network, 12-hour tokens, an empty calls log. */
export function resetDb(options: SeedOptions = {}) {
  state = freshState({ large: Boolean(options.large) })
  persist()
  saveControl()
  saveCalls()
}

/** A fresh seed of the data only (the normal or large one; the current one when not given); faults and network stay. */
export function reseed(options: SeedOptions = {}) {
  const seedOptions = { large: options.large ?? Boolean(state.seedOptions.large) }
  state.db = createSeed(seedOptions)
  state.seedOptions = seedOptions
  persist()
  saveControl()
}

export function seedOptions(): SeedOptions {
  return state.seedOptions
}

export function faults(): Fault[] {
  return state.faults
}

export function setFaults(next: Fault[]) {
  state.faults = next
  saveControl()
}

/** Adds a fault with an id of its own and returns it. */
export function addFault(fault: Omit<Fault, 'id'>): Fault {
  const added = { id: String(state.nextFaultId), ...fault }
  state.nextFaultId += 1
  setFaults([...state.faults, added])
  return added
}

/** Clears one fault; false when there is none with that id. */
export function removeFault(id: string): boolean {
  const next = state.faults.filter((fault) => fault.id !== id)
  if (next.length === state.faults.length) return false
  setFaults(next)
  return true
}

function pathMatches(pattern: string, pathname: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
  return regex.test(pathname)
}

/** The first fault for this request, counting one use of it; a used-up fault leaves the list. */
export function takeFault(method: string, pathname: string, body = ''): Fault | undefined {
  const fault = state.faults.find(
    (f) =>
      (!f.method || f.method.toUpperCase() === method.toUpperCase()) &&
      pathMatches(f.path, pathname) &&
      (f.times ?? 1) > 0 &&
      (f.bodyContains === undefined || body.includes(f.bodyContains)),
  )
  if (fault && fault.times !== undefined) {
    fault.times -= 1
    if (fault.times === 0) state.faults = state.faults.filter((f) => f !== fault)
    saveControl()
  }
  return fault
}

export function tokenLifetime(): number | undefined {
  return state.tokenLifetimeS
}

export function setTokenLifetime(seconds: number | null) {
  if (seconds === null) delete state.tokenLifetimeS
  else state.tokenLifetimeS = seconds
  saveControl()
}

export function network(): NetworkState {
  return state.network
}

export function setNetwork(next: Partial<NetworkState>) {
  state.network = { ...state.network, ...next }
  saveControl()
}

/** The delay before an API answer that the latency asks for, in milliseconds. */
export function latencyMs(random: () => number = Math.random): number {
  const { latency } = state.network
  return latency === 'random' ? Math.round(random() * 3000) : latency
}

export function calls(): CallRecord[] {
  return state.calls
}

/** Numbers a call as it starts, so that the log keeps the order in which calls were made. */
export function nextCallId(): number {
  const id = state.nextCallId
  state.nextCallId += 1
  saveCalls()
  return id
}

/** Logs a finished call: newest first, the last CALLS_KEPT kept. */
export function logCall(call: CallRecord) {
  state.calls = [call, ...state.calls].sort((a, b) => b.id - a.id).slice(0, CALLS_KEPT)
  saveCalls()
}

export function clearCalls() {
  state.calls = []
  saveCalls()
}
