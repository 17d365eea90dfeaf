import type { Profile } from '@/shared/auth/schemas'
import type { Emptiable, MockRoute } from '../handlers/control'
import type { CallRecord, Fault, Latency, NetworkState } from '../store'

/** The panel's calls to the mock's control API (docs/mock-api.md): the same endpoints QA flows use. */
async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__mock/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string }
  if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`)
  return answer
}

export type MockState = {
  large: boolean
  network: NetworkState
  faults: Fault[]
  /** The lifetime of the tokens later logins get, in seconds; null: the normal 12 hours. */
  tokenLifetime: number | null
  categories: { _id: string; name: string }[]
}
export type SeededAccount = { key: string; email: string; password: string; profile: Profile | null }

export const mockControl = {
  state: () => control<MockState>('GET', 'state'),
  routes: () => control<{ routes: MockRoute[] }>('GET', 'routes').then((answer) => answer.routes),
  accounts: () => control<{ accounts: SeededAccount[] }>('GET', 'accounts').then((answer) => answer.accounts),
  resetAll: () => control('POST', 'reset', {}),
  reseed: (large?: boolean) => control('POST', 'seed', large === undefined ? {} : { large }),
  empty: (collection: Emptiable, scope: { country_id?: string; category_id?: string } = {}) =>
    control<{ removed: number }>('POST', 'empty', { collection, ...scope }).then((answer) => answer.removed),
  network: (next: { latency?: Latency; offline?: boolean }) => control('POST', 'network', next),
  addFault: (fault: Omit<Fault, 'id'>) => control('POST', 'faults', fault),
  clearFault: (id: string) => control('DELETE', `faults/${encodeURIComponent(id)}`),
  clearFaults: () => control('DELETE', 'faults'),
  tokenLifetime: (seconds: number | null) => control('POST', 'token-lifetime', { seconds }),
  calls: () => control<{ calls: CallRecord[] }>('GET', 'calls').then((answer) => answer.calls),
  clearCalls: () => control('DELETE', 'calls'),
}
