import { useSyncExternalStore } from 'react'
import { accountOf } from './account'
import type { Profile } from './schemas'
import { session } from './session'

/**
 * A save answered 401 does not leave the page. The token is dropped, the call is parked
 * and a sign-in dialog opens over the screen; when the same admin signs in again every parked call
 * is sent once more (shared/api/client.ts `withSessionHandling`), when they cancel or sign in as
 * someone else the parked calls fail and the console leaves for /login.
 */
export type Reauth = {
  /** The account whose session ended: its id (token payload, else profile) and the e-mail signed in with. */
  accountId: string | null
  email: string | null
  /**
   * Why the sign-in is asked: this tab's token was refused (`expired`: a call waits for it), or the admin asked for it
   * after another tab logged out or signed in as another account while this screen held unsaved changes.
   */
  reason: SignInReason
}

export type SignInReason = 'expired' | 'loggedOut' | 'otherAccount'

type Parked = Reauth & {
  waiters: ((sendAgain: boolean) => void)[]
  /** Set once the session's end leaves the screen (`leaving`), with what runs after it. */
  leaving?: { then: (() => void) | undefined }
}

let parked: Parked | null = null
/** What the dialog shows of the parked state (a stable object for useSyncExternalStore). */
let view: Reauth | null = null
/** The token of the last same-account sign-in: the shell keeps its cached answers for it. */
let resumedToken: string | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function open(reason: SignInReason): Parked {
  const { token, profile } = session.get()
  const opened: Parked = { accountId: accountOf(token, profile), email: session.email(), reason, waiters: [] }
  parked = opened
  view = { accountId: opened.accountId, email: opened.email, reason }
  resumedToken = null
  emit()
  return opened
}

/** This tab's token was refused: it goes (spec section 4), the profile and country stay, and the sign-in opens. */
function expire(): Parked {
  const opened = open('expired')
  session.dropToken()
  return opened
}

function settle(sendAgain: boolean) {
  const waiters = parked?.waiters ?? []
  parked = null
  view = null
  emit()
  for (const resolve of waiters) resolve(sendAgain)
}

export const reauth = {
  /** The open re-sign-in, or null. */
  get: (): Reauth | null => view,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /**
   * A save answered 401, or a call of a tab that must sign in first: drops the token (once, for the first such call)
   * and waits. Resolves true when the same admin signed in again and the call may be sent once more, false otherwise.
   */
  park: (): Promise<boolean> => {
    // A sign-in already open (another call's, or one asked for from the notice) is the one this call waits for.
    // A tab holding its screen after another tab's logout or sign-in has no token to refuse: it asks for that reason.
    const kind = session.held()?.kind
    const current = parked ?? (kind === 'loggedOut' || kind === 'otherAccount' ? open(kind) : expire())
    return new Promise((resolve) => current.waiters.push(resolve))
  },
  /**
   * Opens the sign-in without a waiting call: another tab logged out or signed in as someone else while this screen
   * held unsaved changes, and the admin chose to sign in again here (the shell's notice). Its cancel only closes it.
   */
  prompt: (reason: Exclude<SignInReason, 'expired'>) => {
    if (!parked) open(reason)
  },
  /** The admin keeps working without signing in (a prompt's cancel): the dialog closes, the page and the notice stay. */
  dismiss: () => settle(false),
  /** Whether a sign-in with this token and e-mail is the account whose session ended. */
  isSameAccount: (token: string, profile: Profile, email: string): boolean => {
    if (!parked) return false
    const id = accountOf(token, profile)
    if (parked.accountId !== null && id !== null) return parked.accountId === id
    return parked.email !== null && parked.email.trim().toLowerCase() === email.trim().toLowerCase()
  },
  /**
   * The same admin signed in: the session starts again and every parked call is sent once more.
   * Refused (false, nothing replayed) for another account.
   */
  resume: (token: string, profile: Profile, email: string): boolean => {
    if (!reauth.isSameAccount(token, profile, email)) return false
    resumedToken = token
    session.start(token, profile, email)
    settle(true)
    return true
  },
  /**
   * Cancelled, or another account signed in: the console goes to /login, after the leave guard's
   * question when a form has unsaved changes. `then` runs once the screen has been left.
   */
  leaving: (then?: () => void) => {
    if (parked) parked.leaving = { then }
  },
  /**
   * Whether the screen is being left because its session ended (the sign-in cancelled, or another account signed in):
   * what it holds is not thrown away on purpose, so a form's draft stays for when the admin signs in again.
   */
  forcesLeave: (): boolean => parked?.leaving !== undefined,
  /**
   * The signed-in shell is gone while the dialog was open (the admin left): the parked calls fail
   * with their 401, the session ends as a 401 ends it, then what `leaving` was given runs.
   */
  left: (clearCache: () => void) => {
    if (!parked) return
    const then = parked.leaving?.then
    settle(false)
    session.clear()
    clearCache()
    then?.()
  },
  /** True for the token a same-account sign-in started: the screen's cached answers stay. */
  isResumedToken: (token: string | null): boolean => token !== null && token === resumedToken,
}

export function useReauth(): Reauth | null {
  return useSyncExternalStore(reauth.subscribe, reauth.get, reauth.get)
}
