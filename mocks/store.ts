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
 */
export const STORAGE_KEYS = { db: 'mock-backend-db', control: 'mock-backend-control', calls: 'mock-backend-calls' } as const
/** The single key of the mock before the controls were split off (read no more, removed). */
const LEGACY_KEY = 'mock-backend-state'

let storage: Storage | null = null
let state: State = freshState({})

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
  if (!storage) return
  storage.removeItem(LEGACY_KEY)
  const control = readJson<Control>(STORAGE_KEYS.control)
  const calls = readJson<{ calls: CallRecord[]; nextCallId: number }>(STORAGE_KEYS.calls)
  const seedOptions: SeedOptions = control?.seedOptions ?? {}
  let data = seedOptions.large ? null : readJson<Db>(STORAGE_KEYS.db)
  // Data saved by an older mock (other collections) is dropped for a fresh seed.
  if (data && shapeOf(data) !== shapeOf(state.db)) {
    storage.removeItem(STORAGE_KEYS.db)
    data = null
  }
  const sameSeed = Boolean(seedOptions.large) === Boolean(state.seedOptions.large)
  state = {
    db: data ?? (sameSeed ? state.db : createSeed(seedOptions)),
    seedOptions,
    faults: Array.isArray(control?.faults) ? control.faults : [],
    network: { ...NORMAL_NETWORK, ...control?.network },
    nextFaultId: control?.nextFaultId ?? 1,
    ...(typeof control?.tokenLifetimeS === 'number' ? { tokenLifetimeS: control.tokenLifetimeS } : {}),
    calls: Array.isArray(calls?.calls) ? calls.calls : [],
    nextCallId: calls?.nextCallId ?? 1,
  }
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

function write(key: string, value: unknown) {
  if (!storage) return
  try {
    storage.setItem(key, JSON.stringify(value))
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
  else write(STORAGE_KEYS.db, state.db)
}

function saveControl() {
  const { seedOptions, faults, network, nextFaultId, tokenLifetimeS } = state
  write(STORAGE_KEYS.control, { seedOptions, faults, network, nextFaultId, tokenLifetimeS } satisfies Control)
}

function saveCalls() {
  write(STORAGE_KEYS.calls, { calls: state.calls, nextCallId: state.nextCallId })
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
