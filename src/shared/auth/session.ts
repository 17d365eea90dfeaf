import { useSyncExternalStore } from 'react'
import type { Country } from '@/shared/api/common-schemas'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { accountOf } from './account'
import { profileSchema, type Profile } from './schemas'
import { checkToken } from './token'

/** Spec section 3 "Locally stored": token, profile, selected system country. */
export const SESSION_KEYS = {
  token: 'console.token',
  profile: 'console.profile',
  systemCountry: 'console.systemCountry',
} as const

/**
 * The e-mail the admin signed in with, kept for this tab only (sessionStorage, not one of the
 * stored keys of spec section 3): the sign-in dialog after an expired session offers it again.
 */
export const SIGN_IN_EMAIL_KEY = 'console.signInEmail'

export type SessionSnapshot = {
  token: string | null
  profile: Profile | null
  /** The chosen country id as stored; see `systemCountryOf` for the effective one. */
  chosenCountryId: string | null
}

const storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage
const tabStorage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage

function readProfile(): Profile | null {
  const raw = storage?.getItem(SESSION_KEYS.profile)
  if (!raw) return null
  try {
    const parsed = profileSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function restore(): SessionSnapshot {
  return {
    token: storage?.getItem(SESSION_KEYS.token) ?? null,
    profile: readProfile(),
    chosenCountryId: storage?.getItem(SESSION_KEYS.systemCountry) ?? null,
  }
}

/**
 * What another tab did to the stored session, as this tab sees it (the `storage` event): logged out, signed in as
 * another account, chose another system country, or nothing this tab's screen depends on (`adopt`: a renewed token of
 * the same admin, a re-fetched profile).
 */
export type OtherTabChange = 'loggedOut' | 'otherAccount' | 'country' | 'adopt'

export function otherTabChange(current: SessionSnapshot, next: SessionSnapshot): OtherTabChange {
  const held = accountOf(current.token, current.profile)
  if (next.token === null) return held === null ? 'adopt' : 'loggedOut'
  // Another tab writes the token and the profile one key at a time: either of another account is another account.
  const nextAccounts = [accountOf(next.token, null), accountOf(null, next.profile)]
  if (held !== null && nextAccounts.some((account) => account !== null && account !== held)) return 'otherAccount'
  const countryNow = systemCountryOf(current.profile, current.chosenCountryId)?._id
  return countryNow !== undefined && systemCountryOf(next.profile, next.chosenCountryId)?._id !== countryNow ? 'country' : 'adopt'
}

/** Another tab's change this tab has not taken yet, because its screen holds unsaved changes: it shows what happened. */
export type HeldChange = { kind: Exclude<OtherTabChange, 'adopt'>; next: SessionSnapshot }

/**
 * Which session this tab holds, as one object per signed-in account: a logout, another admin's sign-in (here or taken
 * from another tab) starts a new term; a renewed or re-entered token of the same admin keeps it. A write's effects
 * belong to the term it started in (shared/cache/session-writes.ts).
 */
export type SessionTerm = { readonly account: string | null }

let snapshot: SessionSnapshot = restore()
let term: SessionTerm = { account: accountOf(snapshot.token, snapshot.profile) }
let held: HeldChange | null = null
/** Where a server's 401 ended the session: /login offers the way back there. */
let endedAt: string | undefined
const listeners = new Set<() => void>()

function write(key: string, value: string | null) {
  if (!storage) return
  if (value === null) storage.removeItem(key)
  else storage.setItem(key, value)
}

/**
 * Whether the stored session is the one this tab holds: its token, or none at all. A tab holding a screen back after
 * another tab's sign-in (`held`), or one whose token was already dropped, holds no token while the stored one is
 * someone else's: that one is never removed from here.
 */
function holdsStoredSession(): boolean {
  const stored = storage?.getItem(SESSION_KEYS.token) ?? null
  return stored === null || stored === snapshot.token
}

function emit(next: SessionSnapshot) {
  snapshot = next
  const account = accountOf(next.token, next.profile)
  if (account !== term.account) term = { account }
  for (const listener of listeners) listener()
}

export const session = {
  get: (): SessionSnapshot => snapshot,
  token: (): string | null => snapshot.token,
  /** The session this tab holds now (compare by identity: a new term is a new object). */
  term: (): SessionTerm => term,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Login success: stores the token and profile (and, for this tab, the e-mail signed in with). */
  start: (token: string, profile: Profile, email?: string) => {
    endedAt = undefined
    // This tab signed in: another tab's logout or account it was holding back is over (a held country stays held).
    if (held?.kind !== 'country') held = null
    if (email !== undefined) tabStorage?.setItem(SIGN_IN_EMAIL_KEY, email)
    write(SESSION_KEYS.token, token)
    write(SESSION_KEYS.profile, JSON.stringify(profile))
    emit({ ...snapshot, token, profile })
  },
  /** A re-fetched profile equal to the one held changes nothing: the screens that read it do not render again. */
  setProfile: (profile: Profile) => {
    const stored = JSON.stringify(profile)
    if (snapshot.profile && stored === JSON.stringify(snapshot.profile)) return
    write(SESSION_KEYS.profile, stored)
    emit({ ...snapshot, profile })
  },
  chooseCountry: (countryId: string) => {
    write(SESSION_KEYS.systemCountry, countryId)
    emit({ ...snapshot, chosenCountryId: countryId })
  },
  /** The e-mail this tab signed in with, when it did. */
  email: (): string | null => tabStorage?.getItem(SIGN_IN_EMAIL_KEY) ?? null,
  /**
   * A 401 on a save (spec section 4: "A 401 response clears the stored token"): the token goes,
   * the profile and system country stay so that the screen under the sign-in dialog is unchanged. The stored token goes
   * only when it is this tab's: another admin's sign-in in another tab is never ended from here.
   */
  dropToken: () => {
    if (holdsStoredSession()) write(SESSION_KEYS.token, null)
    emit({ ...snapshot, token: null })
  },
  /**
   * Logout and 401: clears the stored token, profile and system country (only when the stored session is this tab's, as
   * for `dropToken`). `returnTo`: the screen a read's 401 ended the session on, for /login's way back.
   */
  clear: (returnTo?: string) => {
    endedAt = returnTo
    held = null
    tabStorage?.removeItem(SIGN_IN_EMAIL_KEY)
    if (holdsStoredSession()) {
      write(SESSION_KEYS.token, null)
      write(SESSION_KEYS.profile, null)
      write(SESSION_KEYS.systemCountry, null)
    }
    emit({ token: null, profile: null, chosenCountryId: null })
  },
  /** The screen a 401 ended the session on, when one did. */
  endedAt: (): string | undefined => endedAt,
  /**
   * Re-reads localStorage (another tab logged out, signed in, or chose another country). While this tab's screen holds
   * unsaved changes such a change is held back instead of unmounting it: a logout or another account leaves this tab
   * without a token (its profile and country stay, the page with them) until the admin signs in again here or takes
   * the change (`takeHeld`); another country waits the same way. A renewed token of the same admin is taken at once.
   */
  reload: () => {
    const next = restore()
    const change = otherTabChange(snapshot, next)
    if (change === 'adopt' || !unsavedChanges.any()) {
      held = null
      emit(next)
      return
    }
    held = { kind: change, next }
    // Another country: the same admin's token and profile are taken, this tab's country waits.
    emit(change === 'country' ? { ...next, chosenCountryId: snapshot.chosenCountryId } : { ...snapshot, token: null })
  },
  /** Another tab's change held back while this screen holds unsaved changes, if any. */
  held: (): HeldChange | null => held,
  /** Takes the held change now (the admin chose it, or nothing unsaved is left): the stored session as it is. */
  takeHeld: () => {
    if (!held) return
    held = null
    emit(restore())
  },
  isValid: (now?: number): boolean => {
    return checkToken(snapshot.token, now) === 'valid'
  },
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) session.reload()
  })
}

/** Whose things this browser keeps (a form's drafts): the admin's _id, or 'root' for the one root account, which has none. */
export function deviceOwnerOf(profile: Profile | null): string | null {
  return profile?._id ?? (profile?.isRoot ? 'root' : null)
}

/** One collator for every sort: `localeCompare(…, 'ru')` builds a new one on each call, and the shell sorts on every render. */
const byRussianName = new Intl.Collator('ru')

/**
 * Spec section 4 "System country": the complaint-viewing countries if any, otherwise the
 * info-editing ones, sorted by name.
 */
export function allocatedCountries(profile: Profile | null): Country[] {
  if (!profile || profile.isRoot) return []
  const source = profile.view_complains_countries.length > 0 ? profile.view_complains_countries : profile.change_info_countries
  return [...source].sort((a, b) => byRussianName.compare(a.name, b.name))
}

/** The chosen country if it is still allocated, else the first one. */
export function systemCountryOf(profile: Profile | null, chosenCountryId: string | null): Country | null {
  const countries = allocatedCountries(profile)
  return countries.find((country) => country._id === chosenCountryId) ?? countries[0] ?? null
}

/** Another tab's change this tab holds back, if any (the shell's notice shows it). */
export function useHeldChange(): HeldChange | null {
  return useSyncExternalStore(session.subscribe, session.held, session.held)
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get)
}

export function useSystemCountry(): { countries: Country[]; current: Country | null; choose: (id: string) => void } {
  const { profile, chosenCountryId } = useSession()
  return {
    countries: allocatedCountries(profile),
    current: systemCountryOf(profile, chosenCountryId),
    choose: session.chooseCountry,
  }
}
