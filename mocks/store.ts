import type { Db } from './db'
import { createSeed, type SeedOptions } from './seed'

/** A fault injected by a test: applies to requests whose method and path match. */
export type Fault = {
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
}

/** `tokenLifetimeS`: the lifetime of the tokens later logins get (POST /__mock/token-lifetime); absent: 12 hours. */
type State = { db: Db; faults: Fault[]; seedOptions: SeedOptions; tokenLifetimeS?: number }

const STORAGE_KEY = 'mock-backend-state'
const storage: Storage | null = typeof window !== 'undefined' && typeof localStorage !== 'undefined' ? localStorage : null

let persistEnabled = false
let state: State = { db: createSeed(), faults: [], seedOptions: {} }

/** In the browser during development the data survives a reload: it is kept in localStorage. */
export function enablePersistence() {
  persistEnabled = storage !== null
  const raw = storage?.getItem(STORAGE_KEY)
  if (!raw) return
  try {
    const saved = JSON.parse(raw) as State
    // Data saved by an older mock (other collections) is dropped for a fresh seed.
    if (shapeOf(saved.db) === shapeOf(state.db)) state = saved
    else storage?.removeItem(STORAGE_KEY)
  } catch {
    storage?.removeItem(STORAGE_KEY)
  }
}

function shapeOf(data: Db | undefined): string {
  return data ? Object.keys(data).sort().join(',') : ''
}

let saveTimer: ReturnType<typeof setTimeout> | undefined
export function persist() {
  if (!persistEnabled || !storage) return
  clearTimeout(saveTimer)
  saveTimer = setTimeout(() => {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(state))
    } catch (error) {
      console.warn('[mock] could not save the mock data (storage full?)', error)
    }
  }, 50)
}

export function db(): Db {
  return state.db
}

export function resetDb(options: SeedOptions = {}) {
  state = { db: createSeed(options), faults: [], seedOptions: options }
  persist()
}

export function faults(): Fault[] {
  return state.faults
}

export function setFaults(next: Fault[]) {
  state.faults = next
  persist()
}

/** The lifetime in seconds of the tokens logins issue now, when a short one was asked for. */
export function tokenLifetime(): number | undefined {
  return state.tokenLifetimeS
}

export function setTokenLifetime(seconds: number | null) {
  if (seconds === null) delete state.tokenLifetimeS
  else state.tokenLifetimeS = seconds
  persist()
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

/** The first fault for this request, counting one use of it. */
export function takeFault(method: string, pathname: string): Fault | undefined {
  const fault = state.faults.find(
    (f) => (!f.method || f.method.toUpperCase() === method.toUpperCase()) && pathMatches(f.path, pathname) && (f.times ?? 1) > 0,
  )
  if (fault && fault.times !== undefined) {
    fault.times -= 1
    persist()
  }
  return fault
}
