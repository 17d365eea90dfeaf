import { randomUuid } from '@/shared/lib/random-uuid'

/*
 * Each tab keeps the draft of a create form of its own: two tabs creating an organization in one country never write
 * over each other. A tab is named by an id kept in its sessionStorage (a reload of the tab keeps it, a new tab starts
 * another) and is alive while it holds a Web Lock of that name, which the browser lets go as the tab closes: a create
 * draft of a tab no longer alive is offered to the next create form of its kind, so that closing a tab loses nothing.
 */

const TAB_KEY = 'console.draftTab'
const LOCK_PREFIX = 'console.draftTab.'

const tabStorage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage
let tab: string | null = null

/** This tab's id, made the first time the console asks for it in this tab. */
export function draftTab(): string {
  if (tab) return tab
  tab = tabStorage?.getItem(TAB_KEY) ?? randomUuid()
  tabStorage?.setItem(TAB_KEY, tab)
  return tab
}

const locks = (): LockManager | null => globalThis.navigator?.locks ?? null

/** Called once as the console starts: this tab is alive, for the other tabs to see, until it closes. */
export function holdDraftTab(): void {
  void locks()?.request(`${LOCK_PREFIX}${draftTab()}`, () => new Promise<never>(() => undefined))
}

/** The ids of the tabs alive now; null where the browser cannot tell (no Web Locks): then no other tab counts as alive. */
export async function liveDraftTabs(): Promise<ReadonlySet<string> | null> {
  const manager = locks()
  if (!manager) return null
  const { held = [] } = await manager.query()
  return new Set(held.flatMap(({ name }) => (name?.startsWith(LOCK_PREFIX) ? [name.slice(LOCK_PREFIX.length)] : [])))
}
